import type { CompanyProvider, CompanySuggestion } from './types';

export const EGR_API_URL = 'https://egr.gov.by/api/v2/egr';

interface EgrShortInfo {
  ngrn?: number | string;
  vn?: string | null;
  vnaim?: string | null;
  vfn?: string | null;
  nsi00219?: { nksost?: number; vnsostk?: string } | null;
}

/** Status 1 is «Действующий»; liquidated and excluded subjects are not offered. */
const isActive = (row: EgrShortInfo) =>
  row.nsi00219?.nksost === undefined || row.nsi00219.nksost === 1;

/**
 * The Belarus state register (ЕГР) open API: `getShortInfoByRegNum/{УНП}` for a 9-digit
 * number, `getShortInfoByRegName/{part of the name}` otherwise; both answer
 * `[{ngrn, vn, vnaim, vfn, nsi00219: {nksost, vnsostk}}]` (one object for a number, at times).
 */
export function egrProvider(o: { url?: string; limit?: number }): CompanyProvider {
  const base = (o.url ?? EGR_API_URL).replace(/\/$/, '');
  return {
    name: 'egr',
    country: 'by',
    async suggest(text, signal) {
      const byNumber = /^\d{9}$/.test(text);
      const path = byNumber
        ? `getShortInfoByRegNum/${text}`
        : `getShortInfoByRegName/${encodeURIComponent(text)}`;
      const response = await fetch(`${base}/${path}`, {
        headers: { Accept: 'application/json' },
        signal,
      });
      // The register answers 204 or 404 when nothing matches.
      if (response.status === 204 || response.status === 404) return [];
      if (!response.ok) throw new Error(`ЕГР ответил ${response.status}`);
      const raw = (await response.json()) as EgrShortInfo | EgrShortInfo[] | null;
      const rows = Array.isArray(raw) ? raw : raw ? [raw] : [];
      return rows
        .filter(isActive)
        .flatMap((row): CompanySuggestion[] => {
          const name = row.vn ?? row.vfn ?? row.vnaim;
          if (!name || row.ngrn === undefined) return [];
          return [
            {
              name: name.replace(/"([^"]*)"/g, '«$1»'),
              title: (row.vnaim ?? name).replace(/"([^"]*)"/g, '«$1»'),
              inn: null,
              unp: String(row.ngrn),
            },
          ];
        })
        .slice(0, o.limit ?? 10);
    },
  };
}
