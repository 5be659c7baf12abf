import 'server-only';
import { SYNONYM_KINDS, type SynonymKind } from '@/lib/api/contract/console-search';
import { consoleSynonyms } from '@/lib/api/endpoints/console-search';
import { consoleView, pageParam, searchParam } from '@/lib/data/console-view';
import { serverApi } from '@/bff/server-api';

type Raw = string | string[] | undefined;

export interface SynonymsFilter {
  q: string;
  kind: SynonymKind | '';
  page: number;
}

export function synonymsFilter(p: { q?: Raw; kind?: Raw; page?: Raw }): SynonymsFilter {
  const kind = searchParam(p.kind);
  return {
    q: searchParam(p.q),
    kind: SYNONYM_KINDS.find((k) => k === kind) ?? '',
    page: pageParam(p.page),
  };
}

export function synonymsHref(f: SynonymsFilter, page = f.page): string {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (f.kind) q.set('kind', f.kind);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return `/manager/search/${text ? `?${text}` : ''}`;
}

export function getSynonyms(f: SynonymsFilter) {
  return consoleView(serverApi, consoleSynonyms, {
    query: { q: f.q || undefined, kind: f.kind || undefined, page: f.page },
  });
}
