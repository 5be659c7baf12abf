import { lintSnippet } from '../support/lint-snippet';

// The house style's rules as eslint.config.mjs states them, on planted snippets (as
// layer-lint.test.ts does for the layers).
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  return (await lintSnippet(filePath, code)).map((m) => m.ruleId ?? m.message);
}

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

describe('house style in ESLint', () => {
  it('refuses a file name that is not kebab-case, and takes one that is', async () => {
    expect(await ruleIds('lib/format/PriceFormat.ts', 'export const a = 1;\n')).toContain(
      'vitrina/kebab-case-file-name',
    );
    expect(await ruleIds('lib/format/price_format.ts', 'export const a = 1;\n')).toContain(
      'vitrina/kebab-case-file-name',
    );
    expect(await ruleIds('lib/format/price-format.test.ts', 'export const a = 1;\n')).toEqual([]);
  });

  it('refuses a default export, except in the files a tool imports by default', async () => {
    const code = 'const page = 1;\nexport default page;\n';
    expect(await ruleIds('features/catalog/thing.ts', code)).toContain(
      'import-x/no-default-export',
    );
    expect(await ruleIds('app/catalog/page.tsx', code)).toEqual([]);
    expect(await ruleIds('next.config.ts', code)).toEqual([]);
  });

  it('refuses barrels', async () => {
    expect(await ruleIds('lib/format/all.ts', "export * from './numbers';\n")).toContain(
      'import-x/avoid-re-export-all',
    );
    const barrel = ['a', 'b', 'c', 'd'].map((n) => `export { ${n} } from './${n}';`).join('\n');
    expect(await ruleIds('components/ui/all.ts', `${barrel}\n`)).toContain(
      'import-x/avoid-barrel-files',
    );
  });

  it('refuses a shop, test or e2e file past 250 lines, but not the spec constants', async () => {
    expect(await ruleIds('server/catalog/long.ts', lines(251))).toContain('max-lines');
    expect(await ruleIds('server/catalog/long.ts', lines(250))).toEqual([]);
    expect(await ruleIds('tests/unit/long.test.ts', lines(251))).toContain('max-lines');
    expect(await ruleIds('e2e/long.spec.ts', lines(251))).toContain('max-lines');
    expect(await ruleIds('lib/constants.ts', lines(400))).toEqual([]);
  });

  it('refuses a direct read of the environment outside lib/env.ts', async () => {
    const code = 'export const secret = process.env.JWT_SECRET;\n';
    expect(await ruleIds('server/auth/secret.ts', code)).toContain('no-restricted-properties');
    expect(await ruleIds('lib/env.ts', code)).toEqual([]);
  });

  it('refuses SQL in a route file, and allows it in a service', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    expect(await ruleIds('server/cart/routes.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIds('server/orders/manager-routes.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('server/cart/cart-lines.ts', code)).toEqual([]);
  });
});
