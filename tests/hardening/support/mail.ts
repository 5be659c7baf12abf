import os from 'node:os';
import path from 'node:path';
import { readCaughtMail, type CaughtMail } from '../../../e2e/support/smtp-catcher';

/** The catcher of the hardening server (vitest globalSetup) writes here, one JSON a line. */
export const HARDENING_SMTP_PORT = Number(process.env.HARDENING_SMTP_PORT ?? 23170);
export const hardeningMailFile = (port = HARDENING_SMTP_PORT) =>
  path.join(os.tmpdir(), `vitrina-hardening-mail-${port}.jsonl`);

const allMail = (): CaughtMail[] => readCaughtMail(hardeningMailFile());

/** The newest mail to `to` received after `since`, waited for up to 15 s. */
export async function waitForMail(to: string, since: number): Promise<CaughtMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = allMail()
      .filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= since)
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Нет письма для ${to}`);
}
