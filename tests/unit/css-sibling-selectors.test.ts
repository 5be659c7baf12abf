import fs from 'node:fs';
import { shopStylesheets } from '../support/stylesheets';

// Issue #15: a sibling combinator after a bare `*` (`.a > * + *`, `* ~ *`) gives Chromium no
// class or tag to narrow its invalidation by, so adding any element anywhere restyled the whole
// page: about 1,260 elements after hydration on a category, twice. Such a rule in one feature's
// sheet costs every page that loads the sheet, so it is refused everywhere.
const UNIVERSAL_SIBLING = /(^|[\s>+~(,])\*\s*[+~]/;

const selectorsOf = (css: string): string[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@'));

describe('CSS sibling selectors', () => {
  it('tells a universal sibling rule from the narrowed ones', () => {
    const found = (css: string) => selectorsOf(css).filter((s) => UNIVERSAL_SIBLING.test(s));
    expect(found('.a > * + * { margin: 0 }')).toEqual(['.a > * + *']);
    expect(found('/* * + * */ .b { x: 1 }\n*~.c { x: 1 }')).toEqual(['*~.c']);
    expect(found('.a > :where(:not(:first-child)) { margin: 0 }')).toEqual([]);
    expect(
      found('li + li, .legend + * { x: 1 } @media (min-width: 1px) { .d * { x: 1 } }'),
    ).toEqual([]);
  });

  it('has no sibling combinator after a bare * in the shop’s stylesheets', () => {
    const files = shopStylesheets();
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      selectorsOf(fs.readFileSync(file, 'utf8'))
        .filter((s) => UNIVERSAL_SIBLING.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(offending).toEqual([]);
  });
});
