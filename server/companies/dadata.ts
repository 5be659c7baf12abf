import type { CompanyProvider, CompanySuggestion } from './types';

export const DADATA_SUGGEST_URL =
  'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/party';

interface DadataParty {
  value?: string;
  data?: {
    inn?: string | null;
    name?: { short_with_opf?: string | null; full_with_opf?: string | null } | null;
    state?: { status?: string | null } | null;
  };
}

/**
 * DaData «Подсказки по организациям» (Russia): POST {query, count} with
 * `Authorization: Token <key>`; answers `{suggestions: [{value, data: {inn, name, state}}]}`.
 */
export function dadataProvider(o: {
  apiKey: string;
  url?: string;
  count?: number;
}): CompanyProvider {
  return {
    name: 'dadata',
    country: 'ru',
    async suggest(text, signal) {
      const response = await fetch(o.url ?? DADATA_SUGGEST_URL, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Token ${o.apiKey}`,
        },
        body: JSON.stringify({ query: text, count: o.count ?? 10 }),
        signal,
      });
      if (!response.ok) throw new Error(`DaData ответила ${response.status}`);
      const data = (await response.json()) as { suggestions?: DadataParty[] };
      return (data.suggestions ?? []).flatMap((s): CompanySuggestion[] => {
        const status = s.data?.state?.status;
        if (status && status !== 'ACTIVE') return [];
        const name = s.data?.name?.short_with_opf ?? s.value;
        if (!name) return [];
        return [
          { name, title: s.data?.name?.full_with_opf ?? name, inn: s.data?.inn ?? null, unp: null },
        ];
      });
    },
  };
}
