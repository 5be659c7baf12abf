import fs from 'node:fs';
import {
  FEATURES,
  SUBSETS,
  SUBSET_TEXT,
  WEIGHT_AXIS,
  fontFacts,
  fontsourceFile,
  servedFile,
  sourceFile,
  subsetInter,
} from '../../scripts/subset-fonts.mjs';

// Issue #15: both Inter files are cut to the shop's characters so that both can be preloaded.

describe('the served Inter files', () => {
  it.each(SUBSETS)('app/fonts/inter-%s.woff2 is what npm run fonts cuts', async (subset) => {
    expect(Buffer.compare(fs.readFileSync(servedFile(subset)), await subsetInter(subset))).toBe(0);
  });

  it('are smaller than fontsource’s, together under 40 KB', () => {
    const size = (file: string) => fs.statSync(file).size;
    for (const subset of SUBSETS)
      expect(size(servedFile(subset))).toBeLessThan(size(fontsourceFile(subset)));
    expect(size(servedFile('latin')) + size(servedFile('cyrillic'))).toBeLessThan(40_000);
  });

  it.each(SUBSETS)('inter-%s keeps every kept character and the weights 400–700', (subset) => {
    const [source, served] = [fontFacts(sourceFile(subset)), fontFacts(servedFile(subset))];
    // Fontsource's file may lack a character of the range: then so may the cut.
    const missing = [...SUBSET_TEXT[subset]].filter((c) => source.has(c) && !served.has(c));
    expect(missing).toEqual([]);
    expect(served.weightAxis).toMatchObject(WEIGHT_AXIS);
  });

  it('keeps tabular figures for prices and tables, and drops the fraction glyphs', () => {
    const { features } = fontFacts(servedFile('latin'));
    expect(features).toContain('tnum');
    expect(features.filter((f) => !FEATURES.includes(f))).toEqual([]);
    expect(fontFacts(sourceFile('latin')).features).toContain('frac');
    expect(features).not.toContain('frac');
  });

  it('has the space, digits, «№», «₽», «ё» and the Belarusian «і» and «ў»', () => {
    const fonts = SUBSETS.map((s) => fontFacts(servedFile(s)));
    for (const c of ' 0123456789№ёіўÖ½«»—₽')
      expect(
        fonts.some((f) => f.has(c)),
        c,
      ).toBe(true);
  });
});
