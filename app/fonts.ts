import localFont from 'next/font/local';

// Inter (the Latin file from @fontsource-variable, the Cyrillic one with «₽» from inter-ui), cut
// to the shop's characters, weights and features by npm run fonts (scripts/subset-fonts.mjs),
// committed under app/fonts: no font is fetched from the network at build or
// run time. Two families, Cyrillic and Latin subsets, chained in --font-sans so each glyph finds
// its file. Issue #15: one variable file per subset holds every weight the shop uses (400–700),
// so a page loads two font files instead of eight, and the browser lays the text out again
// twice as they arrive instead of eight times. Both are preloaded (38 KB together).
//
// Until a file arrives the text is set in the local faces of app/font-fallbacks.css, measured to
// set Russian text as wide as Inter (npm run font-fallbacks). next/font's own fallback is off:
// it is measured on Latin letters, which the Cyrillic file lacks, and named only Arial.
export const interCyrillic = localFont({
  variable: '--font-inter-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
  weight: '400 700',
  src: './fonts/inter-cyrillic.woff2',
});

// Digits, punctuation, spaces and Latin brand names: every page needs it before its first paint.
// Fontsource's file (48 KB) was not preloaded, and the browser asked for it at the first layout;
// cut to 26 KB it is preloaded like the Cyrillic one (see scripts/subset-fonts.mjs for why).
export const interLatin = localFont({
  variable: '--font-inter-latin',
  display: 'swap',
  adjustFontFallback: false,
  weight: '400 700',
  src: './fonts/inter-latin.woff2',
});
