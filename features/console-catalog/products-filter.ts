type Raw = string | string[] | undefined;
const first = (v: Raw) => (Array.isArray(v) ? v[0] : v);

export interface ProductsFilter {
  page: number;
  query: string;
  category_id: number | null;
  visibility: 'active' | 'hidden' | '';
  source: 'shop' | '1c' | '';
}

export function productsFilter(q: Record<string, Raw>): ProductsFilter {
  const page = Number(first(q.page));
  const category = Number(first(q.category_id));
  const visibility = first(q.visibility);
  const source = first(q.source);
  return {
    page: Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1,
    query: (first(q.query) ?? '').trim().slice(0, 200),
    category_id: Number.isInteger(category) && category > 0 && category < 2 ** 31 ? category : null,
    visibility: visibility === 'active' || visibility === 'hidden' ? visibility : '',
    source: source === 'shop' || source === '1c' ? source : '',
  };
}
