/**
 * Issue #17, defect 6: the security headers of every page and /api answer, built in one place
 * for next.config.ts `headers()`. Next writes them into the build's routes manifest, so they
 * are fixed by the environment of `next build` (SITE_ORIGIN, CSP_EXTRA_ORIGINS): build with
 * the production values.
 *
 * Why a static policy with 'unsafe-inline' scripts and not nonces: a nonce must differ per
 * response, which makes every page render per request and forbids any cached or prerendered
 * HTML; and the counters (COUNTERS_HEAD / COUNTERS_BODY_START) are inline snippets a manager
 * pastes in the admin, which no build-time hash can know. Hashes of Next's own inline
 * scripts do not work either: they carry the page's flight data and change with every page.
 * What the policy still buys: no plugins, no <base> hijack, forms post only here, no
 * framing, no eval, and scripts, frames and beacons only from this site and the counters.
 */

export interface SecurityHeaderOptions {
  /** The public origin, e.g. https://vitrina.by: https turns on HSTS. */
  siteOrigin: string;
  /** CSP_EXTRA_ORIGINS: more origins allowed for scripts, images, frames and connections. */
  extraOrigins?: readonly string[];
  /** `next dev` evaluates code for its overlay and fast refresh. */
  development?: boolean;
}

/**
 * The counters the admin may paste, loaded only after cookie consent (features/cookie-consent/
 * counters.tsx), and exactly the origins their official CSP guides list.
 */
export const COUNTER_ORIGINS = {
  // Yandex Metrika: tag.js from mc.yandex.ru (yastatic.net for some builds); hits go to the
  // visitor's regional mc.yandex.* host (Belarus: .by); Webvisor draws in frames and blobs.
  yandexMetrika: {
    script: ['https://mc.yandex.ru', 'https://mc.yandex.by', 'https://yastatic.net'],
    connect: ['https://mc.yandex.ru', 'https://mc.yandex.by', 'https://mc.yandex.com'],
    img: ['https://mc.yandex.ru', 'https://mc.yandex.by', 'https://mc.yandex.com'],
    frame: ['blob:', 'https://mc.yandex.ru', 'https://mc.yandex.by', 'https://mc.yandex.com'],
  },
  // Google Analytics 4 through gtag.js, as Google's CSP guide lists it.
  googleAnalytics: {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    frame: [] as string[],
  },
} as const;

const counters = Object.values(COUNTER_ORIGINS);
const counterOrigins = (kind: 'script' | 'connect' | 'img' | 'frame') =>
  counters.flatMap((c) => c[kind]);

/** CSP_EXTRA_ORIGINS: space- or comma-separated origins; anything not an origin is dropped. */
export function parseExtraOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((o) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(o))
    .map((o) => o.toLowerCase());
}

const unique = (list: readonly string[]) => [...new Set(list)].join(' ');

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const extra = options.extraOrigins ?? [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...counterOrigins('script'),
      ...extra,
    ],
    // React and Next set style attributes; the counters' widgets inject <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...counterOrigins('img'), ...extra],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(options.development ? ['ws:'] : []),
      ...counterOrigins('connect'),
      ...extra,
    ],
    'frame-src': ["'self'", ...counterOrigins('frame'), ...extra],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.siteOrigin.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${unique(values)}` : name))
    .join('; ');
}

/** Nothing the shop uses: camera, microphone, location, payment and the rest stay off. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
  // Only an https site may promise https: HSTS on http://localhost would pin a developer's
  // browser to https for every local project.
  if (options.siteOrigin.startsWith('https://'))
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=31536000; includeSubDomains',
    });
  return headers;
}

/**
 * From the environment, as next.config.ts sees it at build time. Read raw, not through
 * lib/env.ts: next.config.ts imports this module outside Next's bundles, where the server-only
 * lib/env.ts cannot be imported, and bff/ builds the same headers with the same reading.
 */
export function securityHeadersFromEnv(
  env: Record<string, string | undefined> = process.env,
): { key: string; value: string }[] {
  return securityHeaders({
    siteOrigin: env.SITE_ORIGIN ?? 'http://localhost:3000',
    extraOrigins: parseExtraOrigins(env.CSP_EXTRA_ORIGINS),
    development: env.NODE_ENV === 'development',
  });
}
