'use client';

import Link from 'next/link';
import { useState } from 'react';
import fields from '@/components/form/fields.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ManagerNav } from '@/components/ui/manager-nav';
import { Pagination } from '@/components/ui/pagination';
import {
  CONSOLE_PRODUCTS_PAGE_SIZE,
  type ConsoleCategory,
  type ConsoleProductSummary,
} from '@/lib/api/contract/console-catalog';
import { formatPrice } from '@/lib/format/numbers';
import { categoryOptions } from './category-order';
import type { ProductsFilter } from './products-filter';
import styles from './console-catalog.module.css';

export function productsHref(f: ProductsFilter): string {
  const q = new URLSearchParams();
  if (f.page > 1) q.set('page', String(f.page));
  if (f.query) q.set('query', f.query);
  if (f.category_id) q.set('category_id', String(f.category_id));
  if (f.visibility) q.set('visibility', f.visibility);
  if (f.source) q.set('source', f.source);
  const text = q.toString();
  return `/manager/products/${text ? `?${text}` : ''}`;
}

interface Props {
  filter: ProductsFilter;
  count: number;
  results: ConsoleProductSummary[];
  categories: ConsoleCategory[];
}

/** /manager/products/: find a product by name or article, filter, page through. */
export function ProductsPage({ filter, count, results, categories }: Props) {
  const router = useAppRouter();
  const [text, setText] = useState(filter.query);
  const go = (change: Partial<ProductsFilter>) =>
    router.push(productsHref({ ...filter, page: 1, ...change }));
  const pages = Math.max(1, Math.ceil(count / CONSOLE_PRODUCTS_PAGE_SIZE));

  return (
    <div className={`container ${styles.page}`}>
      <ManagerNav current="/manager/products/" />
      <div className={styles.head}>
        <h1>Товары</h1>
        <ButtonLink href="/manager/products/new/">Новый товар</ButtonLink>
      </div>
      <form
        role="search"
        className={styles.filters}
        onSubmit={(e) => {
          e.preventDefault();
          go({ query: text.trim() });
        }}
      >
        <div>
          <label htmlFor="cp-query" className={fields.label}>
            Название или артикул
          </label>
          <input
            id="cp-query"
            type="search"
            className={fields.input}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="cp-category" className={fields.label}>
            Категория
          </label>
          <select
            id="cp-category"
            className={fields.select}
            value={filter.category_id ?? ''}
            onChange={(e) => go({ category_id: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">Все категории</option>
            {categoryOptions(categories).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cp-visibility" className={fields.label}>
            Видимость
          </label>
          <select
            id="cp-visibility"
            className={fields.select}
            value={filter.visibility}
            onChange={(e) => go({ visibility: e.target.value as ProductsFilter['visibility'] })}
          >
            <option value="">Все</option>
            <option value="active">Показаны</option>
            <option value="hidden">Скрыты</option>
          </select>
        </div>
        <div>
          <label htmlFor="cp-source" className={fields.label}>
            Источник
          </label>
          <select
            id="cp-source"
            className={fields.select}
            value={filter.source}
            onChange={(e) => go({ source: e.target.value as ProductsFilter['source'] })}
          >
            <option value="">Все</option>
            <option value="shop">Магазин</option>
            <option value="1c">1С</option>
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Найти
        </Button>
      </form>
      <p className={styles.muted}>Найдено: {count}</p>
      {results.length === 0 ? (
        <p className={styles.empty}>Товаров не найдено.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Товар</th>
                <th scope="col">Артикул</th>
                <th scope="col">Категория</th>
                <th scope="col" className={styles.num}>
                  Цена
                </th>
                <th scope="col" className={styles.num}>
                  Остаток
                </th>
                <th scope="col">Статус</th>
              </tr>
            </thead>
            <tbody>
              {results.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link href={`/manager/products/${p.id}/`}>{p.title}</Link>
                  </td>
                  <td>{p.article}</td>
                  <td>{p.category.title}</td>
                  <td className={styles.num}>{formatPrice(p.price)}</td>
                  <td className={styles.num}>{p.stock}</td>
                  <td>
                    {p.is_active ? 'Показан' : <span className={styles.badge}>скрыт</span>}
                    {p.source === '1c' && <span className={styles.badgeMuted}>1С</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        current={filter.page}
        total={pages}
        href={(page) => productsHref({ ...filter, page })}
      />
    </div>
  );
}
