'use client';

import { useEffect, type ComponentProps, type RefObject } from 'react';
import { withQueryClient } from '@/components/providers/query-provider';
import { SearchDropdown } from './search-dropdown';
import type { ModalSearchAnswer } from './search-hrefs';
import { useDropdownPlacement } from './use-dropdown-placement';
import { useModalSearch } from './use-modal-search';

export interface SearchAnswer {
  data: ModalSearchAnswer | undefined;
  failed: boolean;
}

type SearchResultsProps = Omit<
  ComponentProps<typeof SearchDropdown>,
  'data' | 'failed' | 'style'
> & {
  /** The search form: on phones the dropdown spans the screen under it. */
  anchor: RefObject<HTMLElement | null>;
  /** What to ask the API for: the settled text, '' for nothing. */
  query: string;
  visible: boolean;
  /** The field's keyboard walks the same options: it is told every answer. */
  onAnswer: (answer: SearchAnswer) => void;
};

/**
 * Issue #15: the search box's dropdown with its query (react-query, the product prices and
 * pictures), loaded when the field is first used (search-box.tsx). Stays mounted after that,
 * so the last list stays on screen while the next pause in typing is awaited.
 */
export const SearchResults = withQueryClient(function SearchResults({
  query,
  visible,
  onAnswer,
  anchor,
  ...dropdown
}: SearchResultsProps) {
  const search = useModalSearch(query);
  const placement = useDropdownPlacement(anchor, visible);
  const data = dropdown.text === '' ? undefined : search.data;
  useEffect(() => onAnswer({ data, failed: search.isError }), [data, search.isError, onAnswer]);
  if (!visible) return null;
  return <SearchDropdown {...dropdown} data={data} failed={search.isError} style={placement} />;
});
