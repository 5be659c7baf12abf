import fs from 'node:fs';
import { expect } from '@playwright/test';
import { mailFile, smtpPortFor, type CaughtMail } from './smtp-catcher';

const file = mailFile(smtpPortFor(Number(process.env.E2E_PORT ?? 3100)));

export function allMail(): CaughtMail[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** Waits for a message to `to` whose subject matches, received after `since`. */
export async function waitForMail(to: string, subject: RegExp, since = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail().find(
          (m) =>
            m.to.includes(to.toLowerCase()) && subject.test(m.subject) && m.receivedAt >= since,
        );
        return !!found;
      },
      { message: `письмо «${subject.source}» для ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

export function codeIn(mail: CaughtMail): string {
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`В письме «${mail.subject}» нет кода`);
  return code;
}
