import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '../constants';
import { accessCookieName, refreshCookieName, SIGNED_IN_COOKIE, secureSite } from './cookie-names';

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

// An https site (cookie-names.ts): Secure cookies, and the prefixed names for the tokens.
const secure = secureSite;

/** The three cookies a sign-in sets; only server code calls this. */
export function sessionCookies(
  tokens: { access: string; refresh: string },
  accessTtl = ACCESS_TOKEN_TTL_S,
): CookieSpec[] {
  const base = { sameSite: 'lax', secure: secure(), path: '/' } as const;
  return [
    { ...base, name: accessCookieName(), value: tokens.access, httpOnly: true, maxAge: accessTtl },
    {
      ...base,
      name: refreshCookieName(),
      value: tokens.refresh,
      httpOnly: true,
      maxAge: REFRESH_TOKEN_TTL_S,
    },
    { ...base, name: SIGNED_IN_COOKIE, value: '1', httpOnly: false, maxAge: REFRESH_TOKEN_TTL_S },
  ];
}

export function clearedSessionCookies(): CookieSpec[] {
  return [accessCookieName(), refreshCookieName(), SIGNED_IN_COOKIE].map((name) => ({
    name,
    value: '',
    httpOnly: name !== SIGNED_IN_COOKIE,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: 0,
  }));
}
