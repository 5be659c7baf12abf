import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who may call an endpoint; the API checks it on every request. */
/** `manager` admits managers and admins; `admin` admins only (issue #14). */
export type Access = 'public' | 'user' | 'manager' | 'admin';

/**
 * One call of spec §7. Path placeholders are `{name}`; `{name+}` matches several
 * segments (a nested category path).
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /** Success status; 200 unless given. */
  readonly status?: number;
  /** Token endpoints: the browser-facing layer swaps the tokens for HttpOnly cookies. */
  readonly setsSession?: boolean;
}

export type AnyEndpoint = Endpoint<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType
>;

/** Declares a call; `const` keeps the literal method, path and flags in the type. */
export function endpoint<const D extends AnyEndpoint>(def: D): D {
  return def;
}

type Part<E, K extends 'params' | 'query' | 'body'> = K extends keyof E
  ? E[K] extends z.ZodType
    ? z.input<E[K]>
    : never
  : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = ([Part<E, 'params'>] extends [never]
  ? { params?: never }
  : { params: Part<E, 'params'> }) &
  ([Part<E, 'query'>] extends [never] ? { query?: never } : { query?: Part<E, 'query'> }) &
  ([Part<E, 'body'>] extends [never] ? { body?: never } : { body: Part<E, 'body'> });

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** Fills `{name}` / `{name+}` placeholders; segments are URI-encoded, `+` keeps slashes. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)(\+?)\}/g, (_, name: string, rest: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Нет параметра пути ${name}`);
    const text = String(value);
    return rest ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}
