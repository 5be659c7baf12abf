import {
  COUNTER_ORIGINS,
  contentSecurityPolicy,
  parseExtraOrigins,
  securityHeaders,
  securityHeadersFromEnv,
} from '@/lib/security/security-headers';
import { clearedSessionCookies, sessionCookies } from '@/lib/session/cookies';

const byName = (list: { key: string; value: string }[]) =>
  Object.fromEntries(list.map((h) => [h.key.toLowerCase(), h.value]));

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers (issue #17, defect 6)', () => {
  it('sends the framing, sniffing, referrer and permissions headers everywhere', () => {
    const h = byName(securityHeaders({ siteOrigin: 'http://localhost:3000' }));
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toMatch(/camera=\(\)/);
    expect(h['permissions-policy']).toMatch(/geolocation=\(\)/);
  });

  it('promises HSTS only on an https site', () => {
    expect(byName(securityHeaders({ siteOrigin: 'http://localhost:3000' }))).not.toHaveProperty(
      'strict-transport-security',
    );
    const https = byName(securityHeaders({ siteOrigin: 'https://vitrina.by' }));
    expect(https['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(https['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('forbids framing, plugins, eval and foreign form targets', () => {
    const d = directives(contentSecurityPolicy({ siteOrigin: 'https://vitrina.by' }));
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).not.toContain("'unsafe-eval'");
    // Next's inline bootstrap scripts and the pasted counters (see the module's comment).
    expect(d.get('script-src')).toContain("'unsafe-inline'");
  });

  it('lets the counters load and report after consent, and nothing else foreign', () => {
    const d = directives(contentSecurityPolicy({ siteOrigin: 'https://vitrina.by' }));
    for (const origin of COUNTER_ORIGINS.yandexMetrika.script)
      expect(d.get('script-src')).toContain(origin);
    expect(d.get('connect-src')).toContain('https://mc.yandex.by');
    expect(d.get('img-src')).toContain('https://mc.yandex.ru');
    expect(d.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(d.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(d.get('script-src')).not.toContain('https://evil.example');
  });

  it('adds CSP_EXTRA_ORIGINS and drops anything that is not an origin', () => {
    expect(
      parseExtraOrigins('https://cdn.example.by, https://*.maps.example  javascript:alert(1) ;x'),
    ).toEqual(['https://cdn.example.by', 'https://*.maps.example']);
    const h = byName(
      securityHeadersFromEnv({
        SITE_ORIGIN: 'https://vitrina.by',
        CSP_EXTRA_ORIGINS: 'https://cdn.example.by',
        NODE_ENV: 'production',
      }),
    );
    const d = directives(h['content-security-policy'] ?? '');
    expect(d.get('script-src')).toContain('https://cdn.example.by');
    expect(d.get('img-src')).toContain('https://cdn.example.by');
    expect(h['content-security-policy']).not.toMatch(/javascript:|;x/);
  });

  it("allows eval only for next dev's overlay", () => {
    const dev = directives(contentSecurityPolicy({ siteOrigin: 'http://x', development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('session cookies on https (issue #17, defect 6)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are Secure and __Host- prefixed when the site is https', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://vitrina.by');
    const cookies = sessionCookies({ access: 'a', refresh: 'r' });
    expect(cookies.map((c) => c.name)).toEqual([
      '__Host-vitrina_access',
      '__Host-vitrina_refresh',
      'signed_in',
    ]);
    for (const c of cookies) {
      expect(c.secure).toBe(true);
      expect(c.path).toBe('/');
    }
    expect(clearedSessionCookies().map((c) => c.name)).toContain('__Host-vitrina_refresh');
  });

  it('keep the plain names and no Secure flag over http, where a browser would refuse them', () => {
    vi.stubEnv('SITE_ORIGIN', 'http://localhost:3000');
    const cookies = sessionCookies({ access: 'a', refresh: 'r' });
    expect(cookies.map((c) => c.name)).toEqual(['vitrina_access', 'vitrina_refresh', 'signed_in']);
    expect(cookies.every((c) => !c.secure)).toBe(true);
  });
});
