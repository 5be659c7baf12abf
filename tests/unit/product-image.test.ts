// @vitest-environment jsdom
import {
  parseProductImageFile,
  PRODUCT_IMAGE_KINDS,
  productImageFile,
} from '@/demo/product-image/name';
import { renderProductImage } from '@/demo/product-image/render';

describe('renderProductImage', () => {
  it.each(PRODUCT_IMAGE_KINDS)('draws a complete 800×800 SVG for %s in every variant', (kind) => {
    for (const variant of [1, 2, 3]) {
      const svg = renderProductImage(`${kind}-42-${variant}.svg`);
      expect(svg).not.toBeNull();
      expect(svg?.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg?.endsWith('</svg>')).toBe(true);
      // Self-contained: no scripts, links to other resources or fonts beyond the generic family.
      expect(svg).not.toMatch(/<script|href=|url\((?!#)|@import|font-family="(?!sans-serif)/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('is deterministic for one name and differs between seeds and variants', () => {
    for (const kind of PRODUCT_IMAGE_KINDS) {
      const a = renderProductImage(`${kind}-1234-1.svg`);
      expect(renderProductImage(`${kind}-1234-1.svg`)).toBe(a);
      expect(renderProductImage(`${kind}-1235-1.svg`)).not.toBe(a);
      expect(renderProductImage(`${kind}-1242-1.svg`)).not.toBe(a);
      expect(renderProductImage(`${kind}-1234-2.svg`)).not.toBe(a);
    }
  });

  it('produces well-formed XML in the SVG namespace', () => {
    for (const kind of PRODUCT_IMAGE_KINDS) {
      for (const variant of [1, 2, 3]) {
        const doc = new DOMParser().parseFromString(
          renderProductImage(`${kind}-77-${variant}.svg`) ?? '',
          'image/svg+xml',
        );
        expect(doc.getElementsByTagName('parsererror'), `${kind}-77-${variant}`).toHaveLength(0);
        expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
      }
    }
  });

  it.each([
    '../etc',
    '../etc/passwd.svg',
    'x.svg',
    'kirpich-abc-1.svg',
    'kirpich-1-4.svg',
    'kirpich-1-0.svg',
    'kirpich-01-1.svg',
    'kirpich-1234567-1.svg',
    'kirpich-1-1.png',
    'kirpich-1-1.svg.svg',
    'KIRPICH-1-1.svg',
    'unknown-1-1.svg',
    'kirpich--1-1.svg',
    '',
  ])('rejects %j', (name) => {
    expect(renderProductImage(name)).toBeNull();
    expect(parseProductImageFile(name)).toBeNull();
  });

  it('builds canonical names that it accepts', () => {
    expect(productImageFile('kirpich', 3, 1)).toBe('kirpich-3-1.svg');
    expect(parseProductImageFile('kirpich-3-1.svg')).toEqual({
      kind: 'kirpich',
      seed: 3,
      variant: 1,
    });
    expect(renderProductImage(productImageFile('smesitel', 999_999, 3))).not.toBeNull();
  });
});
