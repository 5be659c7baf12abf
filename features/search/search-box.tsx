'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { CloseIcon } from '@/components/icons/icons';
import {
  TEXT_SEARCH_CLEAR,
  TEXT_SEARCH_PLACEHOLDER,
  TEXT_SEARCH_SUBMIT,
} from '@/lib/constants-frame';
import { cleanSearchText, SEARCH_TEXT_MAX_LENGTH } from '@/lib/search/search-text';
import { searchPageHref } from './search-hrefs';
import { SearchPending } from './search-pending';
import type { Combo } from './search-results';
import styles from './search-box.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { useFrameStore } from '@/stores/frame-store';

// Issue #15: the dropdown — its query, the pause in typing, the walk through its options with
// the arrows, react-query, prices, pictures — loads when the field is first pointed at, focused
// or typed in; the field itself, Enter to the results page and Escape are in every first load.
const loadResults = () => import('./search-results');
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));
const prefetchResults = () => void loadResults().catch(() => undefined);

const CLOSED: Combo = { expanded: false, activeId: undefined };

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
  const [used, setUsed] = useState(false);
  // What the dropdown says about itself, for the field's combobox attributes.
  const [combo, setCombo] = useState<Combo>(CLOSED);

  const clean = cleanSearchText(text);
  const visible = open && clean !== '';

  const reset = useCallback(() => {
    setText('');
    setOpen(false);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // Spec §2.4: closes and clears on every route change, query too. RouteEffects counts them
  // (issue #15: the box no longer watches the router with hooks of its own).
  const routeChanges = useFrameStore((s) => s.routeChanges);
  const [seenRoute, setSeenRoute] = useState(routeChanges);
  if (seenRoute !== routeChanges) {
    setSeenRoute(routeChanges);
    reset();
  }

  const go = useCallback(
    (href: string) => {
      reset();
      inputRef.current?.blur();
      router.push(href);
    },
    [reset, router],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §2.5: Enter with an empty query is blocked.
    if (clean === '') return;
    go(searchPageHref(clean));
  };

  // The arrows' walk and Enter on an option are the dropdown's (search-results.tsx).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (clean === '') return;
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (visible) setOpen(false);
      else reset();
    }
  };

  const listboxId = `${id}-listbox`;
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
          aria-expanded={combo.expanded}
          aria-controls={combo.expanded ? listboxId : undefined}
          aria-activedescendant={combo.activeId}
          placeholder={TEXT_SEARCH_PLACEHOLDER}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
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
            text={clean}
            visible={visible}
            listboxId={listboxId}
            field={inputRef}
            anchor={rootRef}
            onCombo={setCombo}
            onGo={go}
            onPick={reset}
            onClose={close}
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
