import {
  cyrillicLookalikeLatin,
  cyrillicToBrandLatin,
  cyrillicToLatin,
  latinToCyrillic,
  slugify,
} from '@/lib/translit';

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

  it('reads a code in look-alike Cyrillic letters as its latin twin, and nothing else', () => {
    expect(cyrillicLookalikeLatin('ст')).toBe('ct');
    expect(cyrillicLookalikeLatin('се')).toBe('ce');
    expect(cyrillicLookalikeLatin('вх')).toBe('bx');
    // «б», «л», «п» have no latin twin: no reading.
    expect(cyrillicLookalikeLatin('изоспан')).toBeNull();
    expect(cyrillicLookalikeLatin('б')).toBeNull();
    expect(cyrillicLookalikeLatin('')).toBeNull();
  });

  it('makes slugs of Belarusian letters and sizes', () => {
    expect(slugify('Плітка 30×60, ў')).toBe('plitka-30x60-u');
  });
});
