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
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Print messages to the console (the embedded default, so a developer can sign in). */
  log?: boolean;
}

export function createMailer({ smtpUrl, from, log = true }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(db, message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) {
        if (log)
          console.info(`[mail] письмо для ${message.to}: «${message.subject}»\n${message.text}\n`);
        return true;
      }
      try {
        await transport.sendMail({ from, ...message });
        if (row)
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return true;
      } catch (error) {
        const text = (error as Error).message;
        console.error(`[mail] не удалось отправить письмо для ${message.to}:`, text);
        if (row) await db.update(mailOutbox).set({ error: text }).where(eq(mailOutbox.id, row.id));
        return false;
      }
    },
  };
}
