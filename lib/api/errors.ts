/** A failed call: the HTTP status and the DRF body the server sent. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(firstMessage(body) ?? `Ошибка запроса (${status})`);
  }
}

/**
 * Spec §8: a failure body shown as a list of messages, arrays joined.
 * `{detail}` gives one line; `{field: [..]}` one line per field.
 */
export function errorMessages(body: unknown): string[] {
  if (typeof body === 'string') return body ? [body] : [];
  if (Array.isArray(body)) return body.flatMap(errorMessages);
  if (body && typeof body === 'object') {
    return Object.values(body as Record<string, unknown>).flatMap((value) =>
      Array.isArray(value)
        ? [value.filter((v) => typeof v === 'string').join(' ')].filter(Boolean)
        : errorMessages(value),
    );
  }
  return [];
}

function firstMessage(body: unknown): string | undefined {
  return errorMessages(body)[0];
}

/** Field errors of a DRF body, for forms: `{name: 'message'}`. */
export function fieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (Array.isArray(value)) out[key] = value.filter((v) => typeof v === 'string').join(' ');
    }
  }
  return out;
}
