/**
 * Issue #15: the metrics of the local faces that stand in for Inter until its files arrive, so
 * that the text keeps its lines when Inter swaps in.
 *
 *   npm run font-fallbacks          # writes app/font-fallbacks.css
 *
 * next/font measures its fallback on a Latin sample. Inter's Cyrillic file has no Latin letters,
 * so the Cyrillic face got `size-adjust: 100%`, while Arial sets this shop's Russian text about
 * 6 % narrower than Inter. It named only `local(Arial)` too, which Linux and Android do not have.
 *
 * Here each fallback is measured on the text of the demo shop's four public pages that
 * Lighthouse measures (font-fallback-sample.txt: their HTML of 2026-11-30, scripts, styles and
 * tags stripped, white space folded), glyph advances summed per character, each from the file of
 * the subset that holds it, as the browser picks them (kerning left out on both sides). Arimo
 * stands for Arial: the two, and Liberation Sans, share their advances by design, and Arimo is on
 * npm. Roboto is Android's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import * as prettier from 'prettier';
import { SUBSETS, servedFile } from './subset-fonts.mjs';

const require = createRequire(import.meta.url);
const fontFile = (pkg, name) => require.resolve(`${pkg}/files/${name}.woff2`);
const open = (file) => fontkit.create(fs.readFileSync(file));
/** The served Cyrillic file also has «₽», which fontsource keeps in its Latin Extended files. */
const MEASURED_SUBSETS = [...SUBSETS, 'latin-ext'];

export const SAMPLE_FILE = path.join(import.meta.dirname, 'font-fallback-sample.txt');
export const CSS_FILE = path.join(import.meta.dirname, '..', 'app', 'font-fallbacks.css');

export const fontsource = (family, weight) =>
  MEASURED_SUBSETS.map((subset) =>
    open(fontFile(`@fontsource/${family}`, `${family}-${subset}-${weight}-normal`)),
  );

/**
 * The files the shop serves (app/fonts, cut by npm run fonts) are variable, and fontkit cannot
 * make a weight of a WOFF2 variable font, so Inter is measured in its static cuts of the same
 * release; the unit test checks that the static regular sets the sample exactly as the served
 * files do at their default weight, which also proves the cut kept every character of it.
 */
export const servedInter = () => SUBSETS.map((subset) => open(servedFile(subset)));

/** Width of the text in em: each character from the first file that has it; absent ones skipped. */
export function widthEm(fonts, text) {
  let width = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const font = fonts.find((f) => f.hasGlyphForCodePoint(codePoint));
    if (!font) continue;
    width += font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
  }
  return width;
}

/**
 * Two families, each with a regular and a bold face. The bold face stands for Inter 600: the
 * weight of most bold text here (prices, buttons, card titles); 700 (headings) gets it too.
 * local() matches a font's full name or its PostScript name, not its family: both are listed.
 */
const FAMILIES = [
  {
    family: 'Inter Fallback',
    measuredWith: 'arimo',
    local: {
      400: [
        'Arial',
        'ArialMT',
        'Arimo Regular',
        'Arimo-Regular',
        'Liberation Sans',
        'LiberationSans',
      ],
      700: [
        'Arial Bold',
        'Arial-BoldMT',
        'Arimo Bold',
        'Arimo-Bold',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
      ],
    },
  },
  {
    family: 'Inter Fallback Roboto',
    measuredWith: 'roboto',
    local: {
      400: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
      700: ['Roboto Bold', 'Roboto-Bold'],
    },
  },
];
const INTER_WEIGHT_OF_FACE = { 400: 400, 700: 600 };

const percent = (x) => `${(x * 100).toFixed(2)}%`;

/** The faces, with their measured overrides. */
export function fallbackFaces(sample = fs.readFileSync(SAMPLE_FILE, 'utf8')) {
  const [inter] = servedInter();
  // Inter's width at each weight a face stands for, measured once for both families.
  const interWidth = Object.fromEntries(
    Object.values(INTER_WEIGHT_OF_FACE).map((w) => [w, widthEm(fontsource('inter', w), sample)]),
  );
  return FAMILIES.flatMap(({ family, measuredWith, local }) =>
    [400, 700].map((weight) => {
      const interWeight = INTER_WEIGHT_OF_FACE[weight];
      const sizeAdjust =
        interWidth[interWeight] / widthEm(fontsource(measuredWith, weight), sample);
      return {
        family,
        measuredWith,
        weight,
        interWeight,
        local: local[weight],
        sizeAdjust,
        // Inter's line box, scaled back by the size-adjust the browser applies first.
        ascentOverride: inter.ascent / inter.unitsPerEm / sizeAdjust,
        descentOverride: -inter.descent / inter.unitsPerEm / sizeAdjust,
      };
    }),
  );
}

/** The stylesheet, in the house format (Prettier, as `npm run lint` checks it). */
export async function fallbackFacesCss(faces = fallbackFaces()) {
  const rules = faces.map((face) =>
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${face.weight};`,
      `  size-adjust: ${percent(face.sizeAdjust)};`,
      `  ascent-override: ${percent(face.ascentOverride)};`,
      `  descent-override: ${percent(face.descentOverride)};`,
      '  line-gap-override: 0%;',
      '}',
    ].join('\n'),
  );
  const css = `/* Written by \`npm run font-fallbacks\` (scripts/font-fallbacks.mjs): local faces measured to set\n   Russian text as wide as Inter does, so lines keep their breaks when Inter swaps in. */\n${rules.join('\n')}\n`;
  return prettier.format(css, { ...(await prettier.resolveConfig(CSS_FILE)), parser: 'css' });
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(CSS_FILE, await fallbackFacesCss());
  console.log(`Записано: ${path.relative(process.cwd(), CSS_FILE)}`);
}
