import 'server-only';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Published here, so anyone can sign tokens with it: never a real shop's secret. */
export const DEV_JWT_SECRET = 'vitrina-development-secret-change-me-in-production';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.url().optional(),
    PGLITE_DIR: z.string().default('.data/pglite'),
    SITE_ORIGIN: z.url().default('http://localhost:3000'),
    JWT_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Витрина <noreply@vitrina.by>'),
    API_BASE_URL: z.url().optional(),
    API_PORT: z.coerce.number().int().default(4000),
    /**
     * How many proxies in front of this server append to X-Forwarded-For (a reverse proxy,
     * a load balancer). The caller's address for rate limits is the entry that many from the
     * right; whatever a client writes to the left of it is ignored. 0 (issue #17, the default):
     * no proxy, the socket's address (server/http/client-ip.ts says what Next gives instead).
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    SEED_ON_START: bool.default(true),
    /** Issue #17: PostgreSQL timeouts (server/db/timeouts.ts); tests shorten them. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    DB_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
    /** Lets e2e tests shorten token lifetimes; ignored in production. */
    ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().optional(),
    /**
     * Issue #4, e2e only: honour ACCESS_TOKEN_TTL_S in a production build too, so a test can
     * watch an access token expire. Works only together with VITRINA_ALLOW_DEV_SECRET=1.
     */
    E2E_SHORT_TOKENS: bool.default(false),
    /** Issue #12, the 1C exchange: where uploads of each exchange session are kept. */
    EXCHANGE_DIR: z.string().default('.data/exchange'),
    /** The largest request body 1C may send; it splits bigger files into chunks this size. */
    EXCHANGE_FILE_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /** The largest file (all chunks together), and the largest unpacked archive. */
    EXCHANGE_MAX_BODY: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024 * 1024),
    /** Whether 1C is asked to send one zip archive instead of separate files. */
    EXCHANGE_ZIP: bool.default(true),
    /** An exchange session ends after this many seconds without a call. */
    EXCHANGE_SESSION_TTL_S: z.coerce.number().int().positive().default(3600),
    /** e2e and bench builds only: a production build may start on DEV_JWT_SECRET. */
    VITRINA_ALLOW_DEV_SECRET: z.string().optional(),
    /**
     * Issue #15: Next's cache (pages, data, `'use cache'`) in Redis, shared by every instance
     * (bff/cache/). Unset: the default cache in files under `<distDir>/cache`, one per instance.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL: ожидается redis://…' }).optional(),
    /** Keys are `<prefix>:<build id>:…`: each build has its own, and a flush takes only ours. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,40}$/)
      .default('vitrina'),
    /** A Redis call waits this long at most; then it counts as a miss and the page is rendered. */
    REDIS_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(500),
    /** Issue #12, pictures: the local folder of the media storage (resized product photos). */
    MEDIA_DIR: z.string().default('.data/media'),
    /** The largest source picture read from 1C; a bigger one is skipped with a warning. */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(20 * 1024 * 1024),
    /** mode=import answers `progress` after this long while the file is still importing. */
    EXCHANGE_IMPORT_SLICE_MS: z.coerce.number().int().positive().default(20_000),
    /** An import whose instance has not beaten its heartbeat for this long is reported failed. */
    EXCHANGE_JOB_STALE_MS: z.coerce.number().int().positive().default(120_000),
  })
  .transform((env, ctx) => {
    // A real deployment sets its own secret; only e2e and bench builds opt into the known one.
    // Issue #17: the published secret *set explicitly* counts as no secret at all.
    const devSecret = !env.JWT_SECRET || env.JWT_SECRET === DEV_JWT_SECRET;
    if (env.NODE_ENV === 'production' && devSecret && env.VITRINA_ALLOW_DEV_SECRET !== '1') {
      ctx.addIssue({
        code: 'custom',
        message: 'JWT_SECRET обязателен в production (секрет для разработки не годится)',
      });
    }
    return {
      ...env,
      SITE_ORIGIN: env.SITE_ORIGIN.replace(/\/$/, ''),
      API_BASE_URL: env.API_BASE_URL?.replace(/\/+$/, ''),
      JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
      ACCESS_TOKEN_TTL_S:
        env.NODE_ENV !== 'production' ||
        (env.E2E_SHORT_TOKENS && env.VITRINA_ALLOW_DEV_SECRET === '1')
          ? env.ACCESS_TOKEN_TTL_S
          : undefined,
    };
  });

export type Env = z.infer<typeof envSchema>;

/** What a start on the published secret prints: anyone can sign any token with it. */
export const DEV_SECRET_BANNER = [
  '!'.repeat(78),
  '!!  ВНИМАНИЕ: JWT_SECRET не задан, используется секрет для разработки из lib/env.ts.',
  '!!  Он опубликован: кто угодно может выпустить токен любого пользователя, и менеджера тоже.',
  '!!  Для настоящего магазина задайте свой JWT_SECRET (32 символа и больше).',
  '!'.repeat(78),
].join('\n');

/**
 * The environment from a variables object: throws when it is unusable (production on the
 * development secret without VITRINA_ALLOW_DEV_SECRET=1), warns loudly on any start on it.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
): Env {
  const parsed = envSchema.parse(source);
  if (parsed.JWT_SECRET === DEV_JWT_SECRET) warn(DEV_SECRET_BANNER);
  return parsed;
}

let cached: Env | undefined;

/** Parsed once, on first use, so a build without runtime variables does not fail. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Text that counts as unset when empty, as the code reading it has always taken it. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

/**
 * Settings read on every call, not once like env(): their code has always read them at call
 * time, and tests switch them between requests. None of them can refuse a start.
 */
const callTimeSchema = z.object({
  /**
   * The bearer secret of `POST /revalidate/` (features/catalog/revalidate.ts), which drops
   * cached pages by tag. Unset or empty: the route answers 404, as if it did not exist.
   */
  REVALIDATE_SECRET: optionalText,
  /** Company suggestions (server/companies/suggest.ts): DaData's key; unset: DaData is not asked. */
  DADATA_API_KEY: optionalText,
  /** DaData's suggest address; unset: the public one (server/companies/dadata.ts). */
  DADATA_SUGGEST_URL: optionalText,
  /** The Belarus state register (e.g. https://egr.gov.by/api/v2/egr); unset: it is not asked. */
  EGR_API_URL: optionalText,
  /** How long a register may take, in ms; anything but a positive number means 2500. */
  COMPANY_LOOKUP_TIMEOUT_MS: z
    .string()
    .optional()
    .transform((v) => {
      const ms = Number(v);
      return Number.isFinite(ms) && ms > 0 ? ms : 2500;
    }),
});

type CallTimeEnv = z.infer<typeof callTimeSchema>;

/** The call-time settings as the environment holds them now: parsed afresh on each call. */
export function callTimeEnv(source: Record<string, string | undefined> = process.env): CallTimeEnv {
  return callTimeSchema.parse(source);
}
