import { createHash } from 'node:crypto';
import { detail } from '../http/errors';

/** JSON with sorted keys and no undefined: one text for one request, however it was written. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export interface IdempotentRequest {
  /** The operation (endpoint id): the same key on another call is another request. */
  operation: string;
  userId: number;
  /** The body as the contract read it (trimmed, phone normalised), so spacing is no difference. */
  body: unknown;
}

/** SHA-256 of the canonical request, stored with its Idempotency-Key (issue #17, defect 7). */
export function requestFingerprint(request: IdempotentRequest): string {
  const text = JSON.stringify(canonical(request));
  return createHash('sha256').update(text).digest('hex');
}

export const TEXT_IDEMPOTENCY_KEY_REUSED =
  'Этот ключ Idempotency-Key уже использован для другого заказа. Для нового заказа отправьте новый ключ.';

/**
 * A key seen before: the same request replays its order, another one is 422. Orders placed
 * before fingerprints were stored (null) can only be replayed.
 */
export function assertSameRequest(stored: string | null, fingerprint: string | null): void {
  if (stored !== null && fingerprint !== null && stored !== fingerprint) {
    throw detail(422, TEXT_IDEMPOTENCY_KEY_REUSED);
  }
}
