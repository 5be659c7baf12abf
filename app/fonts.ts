import localFont from 'next/font/local';

// Inter from the @fontsource-variable package: no font is fetched from the network at build or
// run time. Two families, Cyrillic and Latin subsets, chained in --font-sans so each glyph finds
// its file. Issue #15: one variable file per subset holds every weight the shop uses (400–700),
// so a page loads two font files instead of eight, and the browser lays the text out again
// twice as they arrive instead of eight times.
export const interCyrillic = localFont({
  variable: '--font-inter-cyrillic',
  display: 'swap',
  weight: '100 900',
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
});

// Digits, punctuation and Latin brand names: every page has them. Preloaded too, so that the
// first paint has them; when they came later, a product's title wrapped again and moved the
// page (0.019 CLS on a phone).
export const interLatin = localFont({
  variable: '--font-inter-latin',
  display: 'swap',
  weight: '100 900',
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
});
