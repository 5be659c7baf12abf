import localFont from 'next/font/local';

// Inter from the @fontsource package: no font is fetched from the network at build or run time.
// Two families, Cyrillic and Latin subsets, chained in --font-sans so each glyph finds its file.
export const interCyrillic = localFont({
  variable: '--font-inter-cyrillic',
  display: 'swap',
  src: [
    {
      path: '../node_modules/@fontsource/inter/files/inter-cyrillic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/inter/files/inter-cyrillic-500-normal.woff2',
      weight: '500',
    },
    {
      path: '../node_modules/@fontsource/inter/files/inter-cyrillic-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../node_modules/@fontsource/inter/files/inter-cyrillic-700-normal.woff2',
      weight: '700',
    },
  ],
});

export const interLatin = localFont({
  variable: '--font-inter-latin',
  display: 'swap',
  preload: false,
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
});
