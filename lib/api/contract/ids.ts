import { z } from './zod-ru';

/**
 * Every id column is a PostgreSQL `integer` (serial): 1…2³¹−1. The contract says the same,
 * so an id the database cannot hold is refused before any query (a 500 before issue #17).
 */
export const MAX_ID = 2_147_483_647;

/** Schemas made here, so tests and the OpenAPI check can find every id of the contract. */
export const idSchemas = new WeakSet<z.ZodType>();

const mark = <S extends z.ZodType>(schema: S): S => {
  idSchemas.add(schema);
  return schema;
};

interface IdOptions {
  /** 0 where 0 means «none» (the base cart); 1 otherwise. */
  min?: 0 | 1;
  /** For a missing value or a wrong type, when it should read differently (e.g. «Укажите товар»). */
  required?: string;
}

/** An id in a JSON body: an integer 1…2³¹−1, every failure with one field message. */
export function bodyIdSchema(message: string, options: IdOptions = {}) {
  return mark(
    z
      .number({ error: options.required ?? message })
      .int(message)
      .min(options.min ?? 1, message)
      .max(MAX_ID, message),
  );
}

/** An id in a query string: "12" or 12 alike, within the same bounds. */
export function queryIdSchema(message: string, options: IdOptions = {}) {
  return mark(
    z.coerce
      .number({ error: options.required ?? message })
      .int(message)
      .min(options.min ?? 1, message)
      .max(MAX_ID, message),
  );
}

/**
 * An id in a path. Beyond 2³¹−1 no row can have it: the bind layer answers 404 for a
 * numeric path parameter over its maximum (server/http/bind.ts), as for any unknown id.
 */
export function pathIdSchema(
  message = 'Идентификатор должен быть целым положительным числом',
  options: IdOptions = {},
) {
  return mark(
    z.coerce
      .number({ error: message })
      .int(message)
      .min(options.min ?? 1, message)
      .max(MAX_ID, message),
  );
}
