import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lintSnippet, repoRoot as root } from '../support/lint-snippet';

const RULE = 'import-x/no-restricted-paths';

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const messages = await lintSnippet(filePath, code);
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/** Any module of server/, whatever its folders are called today. */
function someServerModule(): string {
  const file = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' }).find(
    (name) => name.endsWith('.ts') && !name.endsWith('.d.ts'),
  );
  if (!file) throw new Error('server/ has no .ts file');
  return relative(join(root, 'lib'), join(root, 'server', file)).replace(/\.ts$/, '');
}

describe('layer boundaries in ESLint', () => {
  it('refuses a feature importing another feature by a relative path or the alias', async () => {
    for (const specifier of ['../cart/add-to-cart-button', '@/features/cart/add-to-cart-button']) {
      const errors = await boundaryErrors(
        'features/catalog/violation.ts',
        `export { AddToCartButton } from '${specifier}';\n`,
      );
      expect(errors, specifier).toHaveLength(1);
      expect(errors[0]).toContain('a feature imports no other feature');
    }
  });

  it('refuses lib importing server code by a relative path', async () => {
    const errors = await boundaryErrors(
      'lib/violation.ts',
      `export * from '${someServerModule()}';\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lib is the bottom layer');
  });

  it('lets a feature import its own files, components and lib', async () => {
    const errors = await boundaryErrors(
      'features/catalog/legal.ts',
      [
        "export { CategoryPage } from './category-page';",
        "export { ProductCard } from '@/components/catalog/product-card';",
        "export { formatPrice } from '../../lib/format/numbers';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
