import type { Context } from 'hono';
import { env } from '@/lib/env';
import type { AppEnv } from '../http/context';
import type { SessionConfig } from './sessions';

/** Token settings of this request's app: its secret, and the access lifetime (§9, or a test's). */
export function sessionConfig(c: Context<AppEnv>): SessionConfig {
  return { secret: c.get('deps').jwtSecret, accessTtl: env().ACCESS_TOKEN_TTL_S };
}
