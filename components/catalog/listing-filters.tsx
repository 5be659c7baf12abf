'use client';

import { type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Category } from '@/lib/api/contract/catalog';
import {
  TEXT_ANY_VALUE,
  TEXT_APPLY_FILTERS,
  TEXT_FILTERS,
  TEXT_ONLY_IN_STOCK,
  TEXT_PRICE_FILTER,
  TEXT_PRICE_FROM,
  TEXT_PRICE_TO,
  TEXT_RESET_FILTERS,
} from '@/lib/constants-screens';
import styles from './listing-filters.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

interface Props {
  basePath: string;
  /** The listing's current parameters (normalised). */
  state: Readonly<Record<string, string>>;
  facets: Category['facets'];
  priceRange: Category['price_range'];
  resetHref: string;
}

const FILTER_KEYS = ['price_min', 'price_max', 'in_stock'];

/** "от 0,37": the range of the category, written the Russian way. */
const placeholder = (word: string, money: string | undefined) =>
  money ? `${word} ${money.replace('.', ',')}` : word;

/**
 * A plain GET form, so filters work without script and land in the URL; with script the empty
 * fields are left out of the address. Counts next to values are over the whole category.
 * On a phone the form folds into a native <details>: it opens on the first tap, before the
 * page's script has hydrated and without script at all. On a desktop it is always open (CSS).
 */
export function ListingFilters({ basePath, state, facets, priceRange, resetHref }: Props) {
  const router = useAppRouter();
  const active = Object.keys(state).filter(
    (k) => FILTER_KEYS.includes(k) || k === 'brand' || k.startsWith('attr_'),
  ).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    }
    const search = params.toString();
    router.push(search ? `${basePath}?${search}` : basePath);
  };

  return (
    <details className={styles.wrap}>
      <summary className={styles.toggle}>
        {TEXT_FILTERS}
        {active > 0 && <span className={styles.count}>{active}</span>}
      </summary>
      <form
        className={styles.panel}
        action={basePath}
        method="get"
        onSubmit={onSubmit}
        aria-label={TEXT_FILTERS}
      >
        {state.sort && <input type="hidden" name="sort" value={state.sort} />}
        {state.query && <input type="hidden" name="query" value={state.query} />}
        <fieldset className={styles.group}>
          <legend>{TEXT_PRICE_FILTER}</legend>
          <div className={styles.range}>
            <label>
              <span className="visually-hidden">{`${TEXT_PRICE_FILTER} ${TEXT_PRICE_FROM}`}</span>
              <input
                name="price_min"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={state.price_min}
                placeholder={placeholder(TEXT_PRICE_FROM, priceRange?.min)}
              />
            </label>
            <span aria-hidden="true">—</span>
            <label>
              <span className="visually-hidden">{`${TEXT_PRICE_FILTER} ${TEXT_PRICE_TO}`}</span>
              <input
                name="price_max"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={state.price_max}
                placeholder={placeholder(TEXT_PRICE_TO, priceRange?.max)}
              />
            </label>
          </div>
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="in_stock"
            value="true"
            defaultChecked={state.in_stock === 'true'}
          />
          {TEXT_ONLY_IN_STOCK}
        </label>
        {facets.map((facet) => {
          const selected = state[facet.name] ?? '';
          const known = facet.values.some((v) => v.value === selected);
          return (
            <label key={facet.name} className={styles.select}>
              <span>{facet.title}</span>
              <select name={facet.name} defaultValue={selected}>
                <option value="">{TEXT_ANY_VALUE}</option>
                {selected && !known && <option value={selected}>{selected}</option>}
                {facet.values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {`${v.value} (${v.count})`}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <div className={styles.actions}>
          <Button type="submit" size="small" className={styles.apply}>
            {TEXT_APPLY_FILTERS}
          </Button>
          {active > 0 && (
            <a
              href={resetHref}
              className={styles.reset}
              onClick={(e) => {
                e.preventDefault();
                router.push(resetHref);
              }}
            >
              {TEXT_RESET_FILTERS}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}
