import { buildPath, type AnyEndpoint, type EndpointInput } from '../api/endpoint';
import { ApiRequestError } from '../api/errors';
import { notifySessionChange } from './session-events';

/**
 * Calls an endpoint marked `setsSession` from the browser. The /api layer keeps the tokens
 * in HttpOnly cookies and answers `{detail}` instead, so the answer is parsed as that.
 */
export async function callSessionEndpoint<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
): Promise<{ detail: string }> {
  const path = buildPath(e.path, input.params as Record<string, string | number> | undefined);
  const response = await fetch(window.location.origin + path, {
    method: e.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(input.body ?? {}),
    credentials: 'same-origin',
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data);
  // Imported here, not at the top: the islands that only listen for session changes must not
  // bring zod into every page's first-load JS (issue #15).
  const { browserSessionSchema } = await import('../api/contract/auth');
  const parsed = browserSessionSchema.safeParse(data);
  notifySessionChange();
  return parsed.success ? parsed.data : { detail: '' };
}
