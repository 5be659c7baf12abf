'use client';

import Link from 'next/link';
import type { CSSProperties } from 'react';
import {
  TEXT_SEARCH_ALL_RESULTS,
  TEXT_SEARCH_CORRECTED,
  TEXT_SEARCH_NOTHING_FOUND,
  TEXT_SEARCH_RESULTS_LABEL,
  TEXT_GO_TO_CATALOGUE,
} from '@/lib/constants';
import { TEXT_ARTICLE } from '@/lib/constants-frame';
import { TEXT_OUT_OF_STOCK } from '@/lib/constants-frame';
import { ProductPrice } from '@/components/pricing/product-price';
import { productHref } from '@/components/catalog/product-href';
import { ProductPicture } from '@/components/catalog/product-picture';
import { searchPageHref, type ModalSearchAnswer } from './search-hrefs';
import { SearchPending } from './search-pending';
import box from './search-box.module.css';
import styles from './search-dropdown.module.css';

interface SearchDropdownProps {
  listboxId: string;
  text: string;
  data: ModalSearchAnswer | undefined;
  failed: boolean;
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: () => void;
  style?: CSSProperties;
}

/** What hangs under the search field: products, 'all results', or why there is nothing. */
export function SearchDropdown({
  listboxId,
  text,
  data,
  failed,
  active,
  optionId,
  onHover,
  onPick,
  style,
}: SearchDropdownProps) {
  if (!data) return <SearchPending failed={failed} style={style} />;
  let body;
  if (data.products.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>{TEXT_SEARCH_NOTHING_FOUND}</p>
        <Link href="/category/" className={styles.catalogueLink} onClick={onPick}>
          {TEXT_GO_TO_CATALOGUE}
        </Link>
      </div>
    );
  } else {
    const allIndex = data.products.length;
    body = (
      <>
        {data.corrected && (
          <p className={styles.corrected}>
            {TEXT_SEARCH_CORRECTED} «{data.corrected}»
          </p>
        )}
        <ul
          role="listbox"
          id={listboxId}
          aria-label={TEXT_SEARCH_RESULTS_LABEL}
          className={styles.list}
        >
          {data.products.map((p, i) => (
            <li key={p.id} role="none">
              <Link
                href={productHref(p.product_slug)}
                prefetch={false}
                role="option"
                id={optionId(i)}
                aria-selected={active === i}
                tabIndex={-1}
                className={styles.option}
                onMouseMove={() => onHover(i)}
                onClick={onPick}
              >
                <span className={styles.thumb}>
                  {p.image && (
                    <ProductPicture
                      image={{ url: p.image, width: 48, height: 48 }}
                      alt=""
                      sizes="thumb"
                      className={styles.thumbImage}
                    />
                  )}
                </span>
                <span className={styles.info}>
                  <span className={styles.title}>{p.title}</span>
                  <span className={styles.meta}>
                    {TEXT_ARTICLE} {p.article}
                    {!p.in_stock && <span className={styles.out}> · {TEXT_OUT_OF_STOCK}</span>}
                  </span>
                </span>
                <span className={styles.price}>
                  <ProductPrice
                    product={p}
                    testId="search-price"
                    unit={<span className={styles.unit}>/&nbsp;{p.unit}</span>}
                  />
                </span>
              </Link>
            </li>
          ))}
          <li role="none">
            <Link
              href={searchPageHref(text)}
              role="option"
              id={optionId(allIndex)}
              aria-selected={active === allIndex}
              tabIndex={-1}
              className={styles.all}
              onMouseMove={() => onHover(allIndex)}
              onClick={onPick}
            >
              {TEXT_SEARCH_ALL_RESULTS}
            </Link>
          </li>
        </ul>
      </>
    );
  }
  return (
    <div className={box.dropdown} style={style} aria-busy={false}>
      {body}
    </div>
  );
}
