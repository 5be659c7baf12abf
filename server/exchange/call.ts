import type { Context } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/context';
import type { ExchangeConfig } from './config';
import type { ExchangeSession } from './sessions';

/** One authenticated call of 1C: what every mode handler works with. */
export interface ExchangeCall {
  c: Context<AppEnv>;
  database: Database;
  cfg: ExchangeConfig;
  session: ExchangeSession;
  /** The session's upload folder. */
  dir: string;
  filename: string | undefined;
}

/** 1C reads `zip=` and `file_limit=`; a new init starts the upload folder over. */
export const initAnswer = (zip: boolean, fileLimit: number) =>
  `zip=${zip ? 'yes' : 'no'}\nfile_limit=${fileLimit}`;
