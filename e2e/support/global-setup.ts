import { mailFile, smtpPortFor, startSmtpCatcher } from './smtp-catcher';

/** Starts the SMTP catcher the e2e server sends its mail to (SMTP_URL in playwright.config.ts). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = smtpPortFor(Number(process.env.E2E_PORT ?? 3100));
  return startSmtpCatcher(port, mailFile(port));
}
