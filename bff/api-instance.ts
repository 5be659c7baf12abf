import 'server-only';
import type { Hono } from 'hono';
import { env } from '@/lib/env';
import { expireTags } from '@/lib/data/expire-tags';
import { createApp } from '@/server/app';
import { getDatabase } from './database';
import { createMailer } from '@/server/mail/mailer';
import type { AppEnv } from '@/server/http/context';

const holder = globalThis as typeof globalThis & { __vitrinaApi?: Hono<AppEnv> };

/** The process's API app on the process's database. */
export function getApiApp(): Hono<AppEnv> {
  const { JWT_SECRET, SMTP_URL, MAIL_FROM, SITE_ORIGIN } = env();
  holder.__vitrinaApi ??= createApp({
    database: getDatabase,
    jwtSecret: JWT_SECRET,
    mailer: createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM }),
    siteOrigin: SITE_ORIGIN,
    // Issue #12: a 1C import runs inside the /api route handler, where Next's cache is at hand.
    onCatalogChanged: (tags) => expireTags(tags),
  });
  return holder.__vitrinaApi;
}
