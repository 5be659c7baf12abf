'use client';

import { useEffect, useState, type RefObject } from 'react';
import { withQueryClient } from '@/components/providers/query-provider';
import { productHref } from '@/components/catalog/product-href';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants-frame';
import { SearchDropdown } from './search-dropdown';
import { searchPageHref, type ModalSearchAnswer } from './search-hrefs';
import { useDropdownPlacement } from './use-dropdown-placement';
import { useModalSearch } from './use-modal-search';

/** What the field's combobox attributes say: whether the list is out, and the chosen option. */
export interface Combo {
  expanded: boolean;
  activeId: string | undefined;
}

/** The dropdown's options in keyboard order: the products, then 'all results'. */
function optionHrefs(data: ModalSearchAnswer | undefined, text: string): string[] {
  if (!data || data.products.length === 0) return [];
  return [...data.products.map((p) => productHref(p.product_slug)), searchPageHref(text)];
}

interface SearchResultsProps {
  /** The cleaned text in the field ('' for nothing to ask). */
  text: string;
  visible: boolean;
  listboxId: string;
  /** The search field: its arrow keys and Enter walk and open this list's options. */
  field: RefObject<HTMLInputElement | null>;
  /** The search form: on phones the dropdown spans the screen under it; a click outside closes. */
  anchor: RefObject<HTMLElement | null>;
  onCombo: (combo: Combo) => void;
  /** Enter on an option: leave the field and go there. */
  onGo: (href: string) => void;
  /** A click on an option (its link navigates): clear the field. */
  onPick: () => void;
  onClose: () => void;
}

/**
 * Issue #15: the search box's dropdown with its query (react-query, the product prices and
 * pictures) and the keyboard walk through it, loaded when the field is first used
 * (search-box.tsx). Stays mounted after that, so the last list stays on screen while the next
 * pause in typing is awaited.
 */
export const SearchResults = withQueryClient(function SearchResults({
  text,
  visible,
  listboxId,
  field,
  anchor,
  onCombo,
  onGo,
  onPick,
  onClose,
}: SearchResultsProps) {
  // One question per pause in typing; '' until the first pause, as when the page loaded.
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useModalSearch(text === '' ? '' : settled);
  const placement = useDropdownPlacement(anchor, visible);
  const data = text === '' ? undefined : search.data;
  const hrefs = optionHrefs(data, text);

  // The chosen option: none again whenever the text changes.
  const [chosen, setChosen] = useState({ text, index: -1 });
  const active = chosen.text === text ? chosen.index : -1;
  const choose = (index: number) => setChosen({ text, index });
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const expanded = visible && hrefs.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onCombo({ expanded, activeId }), [expanded, activeId, onCombo]);

  // The field's keys (its own handler opens the list and closes it on Escape).
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (text === '' || hrefs.length === 0) return;
        // Positions -1 (the field itself) … n-1, wrapping round.
        const positions = hrefs.length + 1;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        choose(((active + 1 + step + positions) % positions) - 1);
      } else if (event.key === 'Enter') {
        const href = visible && active >= 0 ? hrefs[active] : undefined;
        if (!href) return;
        event.preventDefault();
        onGo(href);
      } else if (event.key === 'Escape') {
        choose(-1);
      }
    };
    input.addEventListener('keydown', onKey);
    return () => input.removeEventListener('keydown', onKey);
  });

  // A click outside closes the dropdown; the text stays for when the field is used again.
  useEffect(() => {
    if (!visible) return;
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [visible, anchor, onClose]);

  if (!visible) return null;
  return (
    <SearchDropdown
      listboxId={listboxId}
      text={text}
      data={data}
      failed={search.isError}
      active={active}
      optionId={optionId}
      onHover={choose}
      onPick={onPick}
      style={placement}
    />
  );
});
