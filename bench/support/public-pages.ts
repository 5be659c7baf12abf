interface TreeNode {
  full_slug: string;
  children: TreeNode[];
}

export interface PublicPage {
  name: string;
  path: string;
}

const leaves = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((n) => (n.children.length > 0 ? leaves(n.children) : [n]));

/**
 * The four pages the phone benches measure: home, a nested category with a full first page (24
 * products), one of its products, and search results for `query`.
 */
export async function pickPublicPages(origin: string, query: string): Promise<PublicPage[]> {
  const tree = (await (await fetch(`${origin}/api/categories/tree/`)).json()) as TreeNode[];
  for (const leaf of leaves(tree)) {
    const category = `/category/${leaf.full_slug}/`;
    const listing = (await (await fetch(`${origin}/api${category}?pageSize=24`)).json()) as {
      products: { count: number; results: { slug: string }[] };
    };
    const first = listing.products.results[0];
    if (!first || listing.products.results.length < 24) continue;
    return [
      { name: 'home', path: '/' },
      { name: 'category', path: category },
      { name: 'product', path: `/product/${first.slug}/` },
      { name: 'search', path: `/search/?query=${encodeURIComponent(query)}` },
    ];
  }
  throw new Error('Нет категории с 24 товарами: засейте больше товаров (--products)');
}
