import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the catcher for this e2e port keeps the messages it received (one JSON per line). */
export function mailFile(smtpPort: number): string {
  return path.join(os.tmpdir(), `vitrina-e2e-mail-${smtpPort}.jsonl`);
}

/** Each e2e run owns its SMTP port, derived from its web port, so parallel runs never meet. */
export const smtpPortFor = (webPort: number) => webPort + 20_000;

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

/** Every message the catcher wrote to `file` so far (none before its first). */
export function readCaughtMail(file: string): CaughtMail[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail);
}

/** The eight-digit sign-in or registration code a message carries. */
export function codeIn(mail: CaughtMail): string {
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`В письме «${mail.subject}» нет кода`);
  return code;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return body;
  }
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes a Cyrillic subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Subject and plain-text body of a raw message (enough MIME for what the shop sends). */
export function parseMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const body = rest.join('\n\n');
  if (!boundary) return { subject, text: decodePart(unfolded, body) };
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (/content-type:\s*text\/plain/i.test(partHead))
      return { subject, text: decodePart(partHead, partBody.join('\n\n').trim()) };
  }
  return { subject, text: '' };
}

/** A real SMTP server on localhost that writes every message it accepts to `file`. */
export async function startSmtpCatcher(port: number, file: string): Promise<() => Promise<void>> {
  fs.writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          receivedAt: Date.now(),
        };
        fs.appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
