import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Caught {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a local port that keeps what it receives; `hold` keeps each message
 * unanswered (the sender waiting) until the promise it returns settles.
 */
export async function startSmtpCatcher(options: { hold?: () => Promise<void> } = {}) {
  const caught: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (options.hold?.() ?? Promise.resolve()).then(() => {
          caught.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    caught,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
