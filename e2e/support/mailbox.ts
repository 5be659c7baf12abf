import { expect } from '@playwright/test';
import { mailFile, readCaughtMail, smtpPortFor, type CaughtMail } from './smtp-catcher';

const file = mailFile(smtpPortFor(Number(process.env.E2E_PORT ?? 3100)));

const allMail = (): CaughtMail[] => readCaughtMail(file);

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
