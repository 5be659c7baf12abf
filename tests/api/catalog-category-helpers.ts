import type { Category, CategoryTreeNode } from '@/lib/api/contract/catalog';
import { startTestServer, type TestServer } from '../support/test-server';

export type Errors = Record<string, string[]>;

export const prices = (c: Category) => c.products.results.map((p) => Number(p.price));

/**
 * A catalogue file's own server on 600 demo products, with its category tree and the calls on
 * it. `tree` comes back empty and beforeAll fills it in, so that a file can name it at its top,
 * before its hooks have run.
 */
export function catalogSuite() {
  let api: TestServer;
  const tree: CategoryTreeNode[] = [];
  beforeAll(async () => {
    api = await startTestServer({ products: 600 });
    tree.push(...(await api.request<CategoryTreeNode[]>('/api/categories/tree/')).body);
  });
  afterAll(() => api.close());
  return {
    tree,
    get: <T>(path: string) => api.request<T>(path),
    firstLeaf: () => {
      const leaf = tree[0]?.children[0]?.children[0];
      if (!leaf) throw new Error('в дереве нет листа');
      return leaf;
    },
  };
}
