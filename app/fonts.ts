import localFont from 'next/font/local';

// Inter from the @fontsource-variable package: no font is fetched from the network at build or
// run time. Two families, Cyrillic and Latin subsets, chained in --font-sans so each glyph finds
// its file. Issue #15: one variable file per subset holds every weight the shop uses (400–700),
// so a page loads two font files instead of eight, and the browser lays the text out again
// twice as they arrive instead of eight times.
//
// Until a file arrives the text is set in the local faces of app/font-fallbacks.css, measured to
// set Russian text as wide as Inter (npm run font-fallbacks). next/font's own fallback is off:
// it is measured on Latin letters, which the Cyrillic file lacks, and named only Arial.
export const interCyrillic = localFont({
  variable: '--font-inter-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
  weight: '100 900',
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
});

// Digits, punctuation, spaces and Latin brand names. Not preloaded: at 48 KB it is most of the
// font bytes, and the measured fallback keeps the lines where they are when it arrives after
// the first paint (CLS 0 on the four public pages; with the unmeasured fallback a product's
// title wrapped again, 0.019).
export const interLatin = localFont({
  variable: '--font-inter-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  weight: '100 900',
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
});
