'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { TEXT_FAVOURITES_EMPTY, TEXT_GO_TO_CATALOGUE, TEXT_LOADING } from '@/lib/constants';
import { TEXT_FAVOURITES } from '@/lib/constants-frame';
import { productsCount } from '@/lib/format/numbers';
import { Pagination } from '@/components/ui/pagination';
import type { ProductActions } from '@/components/catalog/product-actions';
import { ProductGrid } from '@/components/catalog/product-grid';
import { HeartIcon } from '@/components/icons/buying-icons';
import { describeError } from '@/lib/describe-error';
import { FAVOURITES_PAGE_SIZE, favouritesPageOptions } from './favourites-queries';
import styles from './favourites-page.module.css';

/** /favourites/: the kept products as catalogue cards — heart to remove, stepper to buy. */
export function FavouritesPage({ page, actions }: { page: number; actions: ProductActions }) {
  const { data, error, isPending } = useQuery({
    ...favouritesPageOptions(page),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.count / FAVOURITES_PAGE_SIZE)) : 1;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{TEXT_FAVOURITES}</h1>
        {data && data.count > 0 && <p className={styles.count}>{productsCount(data.count)}</p>}
      </header>
      {isPending && <p>{TEXT_LOADING}</p>}
      {error && <p className={styles.error}>{describeError(error)}</p>}
      {data && data.count === 0 && (
        <section className={styles.empty}>
          <HeartIcon size={48} />
          <h2>{TEXT_FAVOURITES_EMPTY}</h2>
          <p>
            Отмечайте товары сердечком в каталоге — они соберутся здесь, и их можно будет быстро
            положить в корзину.
          </p>
          <ButtonLink href="/category/">{TEXT_GO_TO_CATALOGUE}</ButtonLink>
        </section>
      )}
      {data && data.results.length > 0 && (
        <>
          <ProductGrid
            products={data.results.map((f) => f.product)}
            actions={actions}
            label="Избранные товары"
          />
          <Pagination
            current={page}
            total={pages}
            href={(p) => (p === 1 ? '/favourites/' : `/favourites/?page=${p}`)}
          />
        </>
      )}
    </div>
  );
}
