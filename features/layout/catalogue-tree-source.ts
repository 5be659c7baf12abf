import type { CategoryTreeNode } from '@/lib/api/contract/catalog';

// Issue #15: the tree is not in the page. As a prop of the header it was ~13 KB of every
// document (the RSC payload carries every client prop) for a panel most views never open; it
// comes from the API when the panel is about to open. A plain fetch: the endpoint module would
// bring the catalogue's schemas and zod along for one list of titles and slugs.
const TREE_URL = '/api/categories/tree/?lang=ru';

let request: Promise<CategoryTreeNode[]> | null = null;

/** The tree, asked once per page life; a failed answer is asked again on the next open. */
export function loadCatalogueTree(): Promise<CategoryTreeNode[]> {
  request ??= fetch(TREE_URL, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`дерево категорий: ${response.status}`);
      return (await response.json()) as CategoryTreeNode[];
    })
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

/** Starts the download before the click (hover, focus, touch), so the first open seldom waits. */
export function prefetchCatalogueTreeData(): void {
  // Spec §8: a failed load is logged; the panel then shows without the tree.
  loadCatalogueTree().catch((error: unknown) => console.error(error));
}
