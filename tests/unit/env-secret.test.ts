import { DEV_JWT_SECRET, parseEnv } from '@/lib/env';

const REAL_SECRET = 'a-real-shop-secret-that-is-long-enough-for-hs256';

/** Parses like a start would, collecting what it warns. */
function start(vars: Record<string, string>) {
  const warnings: string[] = [];
  const parsed = parseEnv(vars, (m) => warnings.push(m));
  return { parsed, warnings };
}

describe('the JWT secret a start accepts (issue #17)', () => {
  it('refuses a production start without a secret of its own', () => {
    expect(() => start({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET обязателен/);
  });

  it('refuses the published development secret set explicitly in production', () => {
    expect(() => start({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(
      /JWT_SECRET обязателен/,
    );
  });

  it('starts a production build on the development secret only with VITRINA_ALLOW_DEV_SECRET=1, and warns', () => {
    const { parsed, warnings } = start({ NODE_ENV: 'production', VITRINA_ALLOW_DEV_SECRET: '1' });
    expect(parsed.JWT_SECRET).toBe(DEV_JWT_SECRET);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/ВНИМАНИЕ.*секрет для разработки/);
  });

  it('warns on a development start on the published secret too', () => {
    expect(start({ NODE_ENV: 'development' }).warnings).toHaveLength(1);
  });

  it('starts quietly on a secret of its own', () => {
    const { parsed, warnings } = start({ NODE_ENV: 'production', JWT_SECRET: REAL_SECRET });
    expect(parsed.JWT_SECRET).toBe(REAL_SECRET);
    expect(warnings).toEqual([]);
  });

  it('keys per-address limits on the socket unless proxies are declared', () => {
    expect(start({ JWT_SECRET: REAL_SECRET }).parsed.TRUSTED_PROXY_HOPS).toBe(0);
    expect(
      start({ JWT_SECRET: REAL_SECRET, TRUSTED_PROXY_HOPS: '2' }).parsed.TRUSTED_PROXY_HOPS,
    ).toBe(2);
  });
});
