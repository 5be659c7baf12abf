import { trailingSlashTarget } from '@/bff/trailing-slash';

// next.config sets skipTrailingSlashRedirect; bff/proxy.ts redirects by these rules instead.
describe('the trailing-slash redirect of bff/proxy.ts', () => {
  it.each([
    ['/catalog', '/catalog/'],
    ['/api/user/personal', '/api/user/personal/'],
    ['/product/some-slug', '/product/some-slug/'],
    ['/robots.txt/', '/robots.txt'],
  ])('%s → %s, as Next does with trailingSlash: true', (from, to) => {
    expect(trailingSlashTarget(from)).toBe(to);
  });

  it.each(['/', '/catalog/', '/robots.txt', '/media/products/a.webp', '/.well-known/x'])(
    'leaves %s alone',
    (path) => expect(trailingSlashTarget(path)).toBeNull(),
  );

  it('answers 1C at both forms of the exchange address, without a redirect', () => {
    expect(trailingSlashTarget('/api/1c/exchange')).toBeNull();
    expect(trailingSlashTarget('/api/1c/exchange/')).toBeNull();
  });
});
