import { callTimeEnv } from '@/lib/env';

describe('settings read at call time (lib/env.ts callTimeEnv)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves everything unset by default, with the 2.5 s register timeout', () => {
    expect(callTimeEnv({})).toEqual({
      REVALIDATE_SECRET: undefined,
      DADATA_API_KEY: undefined,
      DADATA_SUGGEST_URL: undefined,
      EGR_API_URL: undefined,
      COMPANY_LOOKUP_TIMEOUT_MS: 2500,
    });
  });

  it('takes an empty value for unset, as the code reading it always did', () => {
    expect(
      callTimeEnv({
        REVALIDATE_SECRET: '',
        DADATA_API_KEY: '',
        DADATA_SUGGEST_URL: '',
        EGR_API_URL: '',
        COMPANY_LOOKUP_TIMEOUT_MS: '',
      }),
    ).toEqual(callTimeEnv({}));
  });

  it('passes values through as they are, refusing none', () => {
    expect(
      callTimeEnv({
        REVALIDATE_SECRET: 's3cret',
        DADATA_API_KEY: 'key',
        DADATA_SUGGEST_URL: 'not even a URL',
        EGR_API_URL: 'https://egr.gov.by/api/v2/egr/',
      }),
    ).toMatchObject({
      REVALIDATE_SECRET: 's3cret',
      DADATA_API_KEY: 'key',
      DADATA_SUGGEST_URL: 'not even a URL',
      EGR_API_URL: 'https://egr.gov.by/api/v2/egr/',
    });
  });

  it('uses a positive timeout and falls back to 2500 for anything else', () => {
    const timeout = (v: string) =>
      callTimeEnv({ COMPANY_LOOKUP_TIMEOUT_MS: v }).COMPANY_LOOKUP_TIMEOUT_MS;
    expect(timeout('200')).toBe(200);
    expect(timeout('1.5')).toBe(1.5);
    for (const bad of ['0', '-5', 'abc', 'Infinity']) expect(timeout(bad)).toBe(2500);
  });

  it('reads the process environment afresh on every call', () => {
    vi.stubEnv('REVALIDATE_SECRET', 'first');
    expect(callTimeEnv().REVALIDATE_SECRET).toBe('first');
    vi.stubEnv('REVALIDATE_SECRET', 'second');
    expect(callTimeEnv().REVALIDATE_SECRET).toBe('second');
    vi.stubEnv('REVALIDATE_SECRET', undefined);
    expect(callTimeEnv().REVALIDATE_SECRET).toBeUndefined();
  });
});
