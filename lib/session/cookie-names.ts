/**
 * Issue #17, defect 6: on an https site the session cookies are `Secure` and carry the
 * `__Host-` prefix, which a browser accepts only from a secure origin, with Path=/ and no
 * Domain, so neither a sibling subdomain nor a network attacker on plain http can plant or
 * overwrite them. Over http (development, e2e on localhost) a browser would refuse such
 * cookies, so the plain names stay. Read at call time: SITE_ORIGIN is a runtime setting.
 *
 * Read raw, not through lib/env.ts: client components import this module (SIGNED_IN_COOKIE),
 * where the server-only lib/env.ts cannot go. Same answer as env().SITE_ORIGIN: unset is http.
 */
export function secureSite(): boolean {
  return (process.env.SITE_ORIGIN ?? '').startsWith('https://');
}

const hostPrefixed = (name: string) => (secureSite() ? `__Host-${name}` : name);

/** The access token's HttpOnly cookie. */
export const accessCookieName = () => hostPrefixed('vitrina_access');
/** The refresh token's HttpOnly cookie. */
export const refreshCookieName = () => hostPrefixed('vitrina_refresh');
/**
 * Readable by scripts, holds no secret: lets client islands draw the signed-in skeleton. Its
 * name stays fixed because browser code reads it; it is still Secure on https.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
