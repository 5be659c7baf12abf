'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { CloseIcon } from '@/components/icons/icons';
import {
  SEARCH_DEBOUNCE_MS,
  TEXT_SEARCH_CLEAR,
  TEXT_SEARCH_PLACEHOLDER,
  TEXT_SEARCH_SUBMIT,
} from '@/lib/constants-frame';
import { cleanSearchText, SEARCH_TEXT_MAX_LENGTH } from '@/lib/search/search-text';
import { RouteWatcher } from './route-watcher';
import { optionHrefs, searchPageHref } from './search-hrefs';
import { SearchPending } from './search-pending';
import type { SearchAnswer } from './search-results';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search-box.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

// Issue #15: the dropdown (its query, react-query, prices, pictures) loads when the field is
// first pointed at, focused or typed in; the field itself is in every page's first load.
const loadResults = () => import('./search-results');
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));
const prefetchResults = () => void loadResults().catch(() => undefined);

/**
 * The header search (spec §2.5, §4): a combobox whose dropdown asks the API once per 500 ms
 * pause in typing, opens only for non-empty text and closes and clears on navigation or close.
 * Arrow keys move through the products and 'all results', Enter opens the chosen one or the
 * results page, Escape closes.
 */
export function SearchBox() {
  const router = useAppRouter();
  const id = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const [answer, setAnswer] = useState<SearchAnswer>({ data: undefined, failed: false });

  const clean = cleanSearchText(text);
  const settled = useDebouncedValue(clean, SEARCH_DEBOUNCE_MS);
  const data = clean === '' ? undefined : answer.data;
  const hrefs = optionHrefs(data, clean);
  const visible = open && clean !== '';

  const reset = useCallback(() => {
    setText('');
    setOpen(false);
    setActive(-1);
  }, []);

  // A click outside closes the dropdown; the text stays for when the field is used again.
  useEffect(() => {
    if (!visible) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [visible]);

  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (href: string) => {
    reset();
    inputRef.current?.blur();
    router.push(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §2.5: Enter with an empty query is blocked.
    if (clean === '') return;
    go(searchPageHref(clean));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (clean === '') return;
      event.preventDefault();
      setOpen(true);
      if (hrefs.length === 0) return;
      // Positions -1 (the field itself) … n-1, wrapping round.
      const positions = hrefs.length + 1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter') {
      const href = visible && active >= 0 ? hrefs[active] : undefined;
      if (href) {
        event.preventDefault();
        go(href);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (visible) setOpen(false);
      else reset();
      setActive(-1);
    }
  };

  const listboxId = `${id}-listbox`;
  const expanded = visible && hrefs.length > 0;
  return (
    <form
      ref={rootRef}
      action="/search/"
      method="get"
      role="search"
      className={styles.box}
      onSubmit={onSubmit}
      onPointerEnter={prefetchResults}
    >
      <Suspense fallback={null}>
        <RouteWatcher onChange={reset} />
      </Suspense>
      <div className={styles.field}>
        <input
          ref={inputRef}
          name="query"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          role="combobox"
          aria-label={TEXT_SEARCH_PLACEHOLDER}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={TEXT_SEARCH_PLACEHOLDER}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setUsed(true);
          }}
          onFocus={() => {
            setOpen(true);
            setUsed(true);
          }}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={TEXT_SEARCH_CLEAR}
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={18} />
          </button>
        )}
        <button type="submit" className={styles.submit} aria-label={TEXT_SEARCH_SUBMIT}>
          <SearchIcon />
        </button>
      </div>
      {used && (
        <Suspense fallback={visible ? <SearchPending failed={false} /> : null}>
          <SearchResults
            query={clean === '' ? '' : settled}
            visible={visible}
            onAnswer={setAnswer}
            listboxId={listboxId}
            text={clean}
            active={active}
            optionId={optionId}
            onHover={setActive}
            onPick={reset}
            anchor={rootRef}
          />
        </Suspense>
      )}
    </form>
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </svg>
  );
}
