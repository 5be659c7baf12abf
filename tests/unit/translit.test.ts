import { cyrillicToBrandLatin, cyrillicToLatin, latinToCyrillic, slugify } from '@/lib/translit';

describe('lib/translit: one table for search and slugs', () => {
  it('spells щ as buyers type it, in search and in slugs alike', () => {
    expect(cyrillicToLatin('щит')).toBe('schit');
    expect(slugify('Защита древесины')).toBe('zaschita-drevesiny');
    expect(latinToCyrillic('shchit')).toBe('щит');
    expect(latinToCyrillic('schit')).toBe('щит');
  });

  it('spells a brand the way latin brands borrow the sound: кв → qu, кс → x', () => {
    expect(cyrillicToLatin('аква')).toBe('akva');
    expect(cyrillicToBrandLatin('аква')).toBe('aqua');
    expect(cyrillicToBrandLatin('матрикс')).toBe('matrix');
    expect(cyrillicToBrandLatin('кнауф')).toBe('knauf');
  });

  it('makes slugs of Belarusian letters and sizes', () => {
    expect(slugify('Плітка 30×60, ў')).toBe('plitka-30x60-u');
  });
});
