import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/content';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Keeps the message in the outbox, then hands it to SMTP when configured. Resolves with
   * whether delivery succeeded; a failure is logged and kept on the outbox row, not thrown.
   */
  send: (db: Db, message: MailMessage) => Promise<boolean>;
  /**
   * Keeps the message in the outbox and delivers it in the background: for answers whose
   * timing must not tell whether a message was sent at all (codes to known addresses only).
   */
  queue: (db: Db, message: MailMessage) => Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Print messages to the console (the embedded default, so a developer can sign in). */
  log?: boolean;
}

export function createMailer({ smtpUrl, from, log = true }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  const store = async (db: Db, message: MailMessage) => {
    const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    return row?.id;
  };

  /** Hands a stored message to SMTP; a failure is logged and kept on its row, never thrown. */
  const deliver = async (db: Db, id: number | undefined, message: MailMessage) => {
    if (!transport) {
      if (log)
        console.info(`[mail] письмо для ${message.to}: «${message.subject}»\n${message.text}\n`);
      return true;
    }
    try {
      await transport.sendMail({ from, ...message });
      if (id) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return true;
    } catch (error) {
      const text = (error as Error).message;
      console.error(`[mail] не удалось отправить письмо для ${message.to}:`, text);
      if (id)
        await db
          .update(mailOutbox)
          .set({ error: text })
          .where(eq(mailOutbox.id, id))
          .catch(() => undefined);
      return false;
    }
  };

  return {
    async send(db, message) {
      return deliver(db, await store(db, message), message);
    },
    async queue(db, message) {
      const id = await store(db, message);
      void deliver(db, id, message);
    },
  };
}
