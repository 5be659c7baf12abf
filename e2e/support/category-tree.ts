import type { Page } from '@playwright/test';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';

export const leaves = (nodes: CategoryTreeNode[]): string[] =>
  nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n.full_slug]));

/** The full slugs of the categories that list products, in the tree's order, from the API. */
export async function leafCategories(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/categories/tree/');
  return leaves((await answer.json()) as CategoryTreeNode[]);
}
