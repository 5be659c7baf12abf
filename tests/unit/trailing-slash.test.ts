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

  it('leaves 1C pictures alone, and the proxy never sees them (its matcher skips media/)', async () => {
    const key = `/media/p/ab/${'ab'.repeat(32)}-320.avif`;
    expect(trailingSlashTarget(key)).toBeNull();
    const { config } = await import('@/proxy');
    const [pattern = ''] = config.matcher;
    // Next matches the source as a path-to-regexp; its negative lookahead is a plain regex here.
    const skipped = pattern.slice(pattern.indexOf('(?!'), pattern.lastIndexOf(').*)') + 1);
    expect(new RegExp(`^/${skipped}`).test(key)).toBe(false);
    expect(new RegExp(`^/${skipped}`).test('/catalog/')).toBe(true);
  });

  it('answers 1C at both forms of the exchange address, without a redirect', () => {
    expect(trailingSlashTarget('/api/1c/exchange')).toBeNull();
    expect(trailingSlashTarget('/api/1c/exchange/')).toBeNull();
  });
});
