import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '../constants';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE } from './cookie-names';

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

function secure(): boolean {
  const origin = process.env.SITE_ORIGIN ?? '';
  // Production is served over https; a production build on localhost (e2e) is not.
  return process.env.NODE_ENV === 'production' && origin.startsWith('https://');
}

/** The three cookies a sign-in sets; only server code calls this. */
export function sessionCookies(
  tokens: { access: string; refresh: string },
  accessTtl = ACCESS_TOKEN_TTL_S,
): CookieSpec[] {
  const base = { sameSite: 'lax', secure: secure(), path: '/' } as const;
  return [
    { ...base, name: ACCESS_COOKIE, value: tokens.access, httpOnly: true, maxAge: accessTtl },
    {
      ...base,
      name: REFRESH_COOKIE,
      value: tokens.refresh,
      httpOnly: true,
      maxAge: REFRESH_TOKEN_TTL_S,
    },
    { ...base, name: SIGNED_IN_COOKIE, value: '1', httpOnly: false, maxAge: REFRESH_TOKEN_TTL_S },
  ];
}

export function clearedSessionCookies(): CookieSpec[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE].map((name) => ({
    name,
    value: '',
    httpOnly: name !== SIGNED_IN_COOKIE,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: 0,
  }));
}
