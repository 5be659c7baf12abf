/**
 * Issue #15: the two Inter files the shop serves, cut down to what its pages set, so that both
 * can be preloaded: the Latin one from @fontsource-variable/inter, the Cyrillic one from the
 * whole Inter of the same release (below).
 *
 *   npm run fonts          # writes app/fonts/inter-cyrillic.woff2 and inter-latin.woff2
 *
 * The Latin file holds the space, the digits and the punctuation, so every page needs it before
 * its first paint. Fontsource's (48 KB) was not preloaded: the browser asked for it at the first
 * layout, with the highest priority. Whether it arrived before the first paint decided a
 * Lighthouse run's FCP (1.2 s or 1.8 s here): Lantern counts a request of that priority that
 * ended before the paint, and only then. Cut to the shop's characters, its weights (400–700) and
 * the OpenType features the browser applies by itself plus tabular figures, the two files weigh
 * 38 KB together (19 KB preloaded and 48 KB asked for late before), and both are preloaded.
 *
 * Kept: Basic Latin and Latin-1 (a brand's «Ø», «½», «é»), Cyrillic with the Belarusian «і» and
 * «ў», «№» and the price sign «₽», the general punctuation block, «€», «™», «−». A character
 * outside them falls through to the measured fallback faces of app/font-fallbacks.css, glyph by
 * glyph.
 *
 * Fontsource has «₽» only in its Latin Extended file, which the shop does not load, so every
 * price's sign was set in the fallback face. The Cyrillic file is therefore cut from the whole
 * Inter of the same release (`inter-ui`), its optical size pinned at text size as fontsource's
 * is, with «₽» added: 184 bytes more.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

export const FONT_DIR = path.join(import.meta.dirname, '..', 'app', 'fonts');

/** The served files in the order of the font stack (--font-sans): Cyrillic first. */
export const SUBSETS = ['cyrillic', 'latin'];

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** The characters each served file keeps; the rest of its source is dropped. */
export const SUBSET_TEXT = {
  latin:
    range(0x20, 0x7e) +
    range(0xa0, 0xff) +
    range(0x2000, 0x206f) +
    '\u20ac\u2122\u2212\u2191\u2193',
  cyrillic: range(0x400, 0x45f) + range(0x490, 0x491) + '\u0301\u2116\u20bd',
};

/** The weights the stylesheets use: 400, 500, 600 and 700. */
export const WEIGHT_AXIS = { min: 400, max: 700 };

/**
 * What the browser applies without being asked, and `tnum` for `font-variant-numeric:
 * tabular-nums` in prices and tables. Fontsource's fractions (`frac`, `numr`, `dnom`) and
 * `pnum` are dropped with their glyphs.
 */
export const FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'tnum',
];

/** Fontsource's variable file of a subset: the Latin file's source, and the size to beat. */
export const fontsourceFile = (subset) =>
  require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`);

export const sourceFile = (subset) =>
  subset === 'cyrillic'
    ? require.resolve('inter-ui/variable/InterVariable.woff2')
    : fontsourceFile(subset);

/** The whole Inter also varies in optical size; fontsource's files are cut at 14, text size. */
const AXES = {
  latin: { wght: WEIGHT_AXIS },
  cyrillic: { wght: WEIGHT_AXIS, opsz: 14 },
};

export const servedFile = (subset) => path.join(FONT_DIR, `inter-${subset}.woff2`);

export async function subsetInter(subset) {
  return subsetFont(fs.readFileSync(sourceFile(subset)), SUBSET_TEXT[subset], {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: AXES[subset],
  });
}

/** What the unit test reads of a font file, through fontkit. */
export function fontFacts(file) {
  const font = fontkit.create(fs.readFileSync(file));
  return {
    has: (char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
    weightAxis: font.variationAxes.wght,
    features: font.availableFeatures,
  };
}

if (process.argv[1] === import.meta.filename) {
  fs.mkdirSync(FONT_DIR, { recursive: true });
  for (const subset of SUBSETS) {
    const font = await subsetInter(subset);
    fs.writeFileSync(servedFile(subset), font);
    const fontsource = fs.statSync(fontsourceFile(subset)).size;
    console.log(
      `${path.relative(process.cwd(), servedFile(subset))}: ${font.length} B (fontsource's: ${fontsource} B)`,
    );
  }
}
