import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { ApiError, isDatabaseUnavailable } from '../http/errors';
import type { AppEnv } from '../http/context';
import { catalogMode } from './catalog-mode';
import { checkAuth } from './checkauth';
import { exchangeConfig } from './config';
import { ExchangeError } from './errors';
import { sessionDir } from './files';
import { saleMode } from './sale-mode';
import { EXCHANGE_COOKIE, logError, touchExchangeSession } from './sessions';

/** 1C's «Адрес сайта» points here; both /api/1c/exchange and …/exchange/ answer (strict: false). */
export const EXCHANGE_PATH = '/api/1c/exchange';

export const SESSION_EXPIRED = 'Сеанс обмена истёк: выполните checkauth';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/** The Russian reason 1C shows in its exchange log; never a stack or a 500. */
function reason(error: unknown, c: Context<AppEnv>): string {
  if (error instanceof ExchangeError || error instanceof ApiError) return error.message;
  if (isDatabaseUnavailable(error)) return 'База данных сайта недоступна. Повторите обмен позже';
  console.error('[1c] ошибка обмена', c.req.url, error);
  return 'Внутренняя ошибка сайта при обмене. Подробности в журнале сервера';
}

async function dispatch(c: Context<AppEnv>): Promise<string | Response> {
  const type = c.req.query('type') ?? '';
  const mode = c.req.query('mode') ?? '';
  if (type !== 'catalog' && type !== 'sale')
    throw new ExchangeError(`Неизвестный тип обмена: ${type || '(пусто)'}`);
  const deps = c.get('deps');
  const database = await deps.database();
  const cfg = exchangeConfig(deps.exchange);
  if (mode === 'checkauth') return checkAuth(c, database.db, type, cfg.sessionTtlS);

  const token = getCookie(c, EXCHANGE_COOKIE);
  const session = token ? await touchExchangeSession(database.db, token, cfg.sessionTtlS) : null;
  if (!session) throw new ExchangeError(SESSION_EXPIRED);
  if (session.kind !== type)
    throw new ExchangeError(
      `Сеанс открыт для обмена другого типа: выполните checkauth с type=${type}`,
    );
  const call = {
    c,
    database,
    cfg,
    session,
    dir: sessionDir(cfg.dir, session.id),
    filename: c.req.query('filename'),
  };
  try {
    return type === 'catalog' ? await catalogMode(call, mode) : await saleMode(call, mode);
  } catch (error) {
    // Explained (and an unexpected one logged) once, here, where the session is known.
    const text = reason(error, c);
    await logError(database.db, session.id, text).catch(() => undefined);
    throw new ExchangeError(text);
  }
}

/**
 * CommerceML 2 «Обмен с сайтом»: 1C calls GET for checkauth, init, query, import and POST for
 * file. Every answer is text/plain (the orders' XML aside); every error is `failure\n<reason>`
 * with status 200, which is what 1C reads.
 */
export function registerExchangeRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], EXCHANGE_PATH, async (c) => {
    let answer: string | Response;
    try {
      answer = await dispatch(c);
    } catch (error) {
      answer = `failure\n${reason(error, c)}`;
    }
    return typeof answer === 'string' ? c.body(answer, 200, TEXT) : answer;
  });
}
