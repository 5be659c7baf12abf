import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { isAdmin, isStaff } from '@/lib/account/roles';
import type { AnyEndpoint } from '@/lib/api/endpoint';
import { ApiError, detail, notFound, zodToFieldErrors } from './errors';
import type { AppEnv, AuthUser } from './context';
import { refuseBadText } from './text-input';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Input<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

type Handler<E extends AnyEndpoint> = (
  c: Context<AppEnv>,
  input: Input<E>,
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser,
) => Promise<z.input<E['response']> | Response>;

/** `/api/category/{slug+}/` → `/api/category/:slug{.+}` (Hono runs with strict: false). */
export function toHonoPath(path: string): string {
  return path
    .replace(/\{(\w+)\+\}/g, ':$1{.+}')
    .replace(/\{(\w+)\}/g, ':$1')
    .replace(/\/$/, '');
}

const MAX_BODY_BYTES = 64 * 1024;

async function readJson(c: Context<AppEnv>, optional: boolean): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw detail(413, 'Слишком большой запрос.');
  if (!text.trim()) {
    if (optional) return undefined;
    return {};
  }
  const type = c.req.header('content-type') ?? '';
  if (!/application\/(\w+\+)?json/i.test(type)) {
    throw detail(415, 'Неподдерживаемый тип данных: ожидается application/json.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw detail(400, 'Некорректный JSON в теле запроса.');
  }
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, zodToFieldErrors(result.error));
  return result.data as Out<S>;
}

/**
 * Path parameters: a number beyond its bound (an id over 2³¹−1) names nothing that can
 * exist, so it is the same 404 as an unknown id; other malformed segments stay 400.
 */
function parseParams<S extends z.ZodType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data as Out<S>;
  if (result.error.issues.some((i) => i.code === 'too_big' && i.origin === 'number')) {
    throw notFound();
  }
  throw new ApiError(400, zodToFieldErrors(result.error));
}

function queryObject(c: Context<AppEnv>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) out[k] = v;
  return out;
}

/** Registers one endpoint: access check, validation by the contract, JSON answer. */
export function bind<E extends AnyEndpoint>(app: Hono<AppEnv>, e: E, handler: Handler<E>): void {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  app.on(e.method, toHonoPath(e.path), async (c) => {
    const user = c.get('user');
    if (e.access !== 'public' && !user) {
      throw detail(
        401,
        c.get('tokenRejected')
          ? 'Токен недействителен или просрочен.'
          : 'Учётные данные не были предоставлены.',
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    if (
      (e.access === 'manager' && !isStaff(user?.role)) ||
      (e.access === 'admin' && !isAdmin(user?.role))
    ) {
      throw detail(403, 'У вас недостаточно прав для выполнения данного действия.');
    }
    const rawParams = c.req.param();
    const rawQuery = queryObject(c);
    const rawBody =
      method === 'get' || method === 'delete'
        ? undefined
        : await readJson(c, !!e.body?.safeParse(undefined).success);
    refuseBadText([rawParams, rawQuery, rawBody]);
    const params = parseParams(e.params, rawParams);
    const query = parse(e.query, rawQuery);
    const body = parse(e.body, rawBody);
    const result = await handler(c, { params, query, body } as Input<E>, user as never);
    if (result instanceof Response) return result;
    // NODE_ENV read raw: Next sets it and inlines it at build, so production bundles drop this
    // check; and env() would refuse the benches that set only NODE_ENV=production (no JWT_SECRET).
    if (process.env.NODE_ENV !== 'production') {
      // The contract is the promise: in development and tests every answer is checked.
      const check = e.response.safeParse(result);
      if (!check.success) {
        console.error(
          `[api] ответ ${e.id} не соответствует контракту`,
          check.error.issues.slice(0, 3),
        );
        throw new Error(`Response of ${e.id} breaks the contract`);
      }
    }
    return c.json(result as object, (e.status ?? 200) as 200);
  });
}
