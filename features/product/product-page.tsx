import Link from 'next/link';
import { TEXT_ARTICLE } from '@/lib/constants-frame';
import { TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PriceBreaks } from '@/components/pricing/price-breaks';
import { ProductPrice } from '@/components/pricing/product-price';
import { quantityNotes } from '@/components/catalog/product-card';
import { productHref } from '@/components/catalog/product-href';
import { buyable, type ProductActions } from '@/components/catalog/product-actions';
import { ProductGrid } from '@/components/catalog/product-grid';
import { RequestPriceButton } from '@/components/catalog/request-price-button';
import { StockState } from '@/components/catalog/stock-state';
import { JsonLd, productJsonLd } from '@/components/seo/json-ld';
import type { ProductPageData } from './get-product-page';
import { ProductGallery } from './product-gallery';
import styles from './product-page.module.css';

/** Everything a wholesale buyer checks before ordering, then where else to look. */
export function ProductPage({ data, actions }: { data: ProductPageData; actions: ProductActions }) {
  const { product: p, variants, related } = data;
  const notes = quantityNotes(p);
  const facts = [`${TEXT_ARTICLE} ${p.article}`, p.brand, p.country].filter(Boolean);
  const descriptionLines = p.description.split(/\n+/).filter((line) => line.trim());
  // The client islands get what they draw (issue #15), not the whole product with its text.
  const forBuying = buyable(p);
  return (
    <div className="container">
      <Breadcrumbs crumbs={p.breadcrumbs} />
      <JsonLd data={productJsonLd(p, data.configs)} />
      <div className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{p.seo_h1 ?? p.title}</h1>
          <p className={styles.facts}>{facts.join(' · ')}</p>
        </div>
        <div className={styles.gallery}>
          <ProductGallery images={p.images} title={p.title} />
        </div>
        <div className={styles.info}>
          <StockState stock={p.stock} unit={p.unit} />
          <div className={styles.buyBox}>
            <p className={styles.price}>
              <ProductPrice
                product={forBuying}
                testId="product-page-price"
                className={p.price === null ? styles.onRequest : styles.current}
                unit={<span className={styles.unit}>за 1&nbsp;{p.unit}</span>}
                oldClassName={styles.old}
              />
            </p>
            <PriceBreaks product={{ ...forBuying, breaks: p.breaks }} />
            {p.price === null && (
              <p className={styles.onRequestNote}>
                Менеджер сообщит цену и сроки поставки: оставьте заявку, товар уже указан в ней.
              </p>
            )}
            {notes.length > 0 && (
              <ul className={styles.notes}>
                {notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              {p.price === null ? (
                <RequestPriceButton product={{ title: p.title, article: p.article }} />
              ) : (
                <actions.AddToCart product={forBuying} />
              )}
              <actions.Favourite productId={p.id} />
            </div>
            <p className={styles.disclaimer}>{TEXT_PRICES_INFORMATIONAL}</p>
          </div>
          {variants.length > 0 && (
            <nav className={styles.variants} aria-label="Другие варианты товара">
              <h2>Варианты</h2>
              <ul>
                {variants.map((v) => (
                  <li key={v.id}>
                    {v.id === p.id ? (
                      <span aria-current="page">{v.title}</span>
                    ) : (
                      <Link href={productHref(v.slug)}>{v.title}</Link>
                    )}
                    <span className={styles.variantPrice}>
                      <ProductPrice product={buyable(v)} />
                    </span>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <div className={styles.details}>
        {/* Goods from 1C often come without Описание: no empty box with a lone heading. */}
        {descriptionLines.length > 0 && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">Описание</h2>
            {descriptionLines.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </section>
        )}
        {p.attributes.length > 0 && (
          <section aria-labelledby="product-attributes">
            <h2 id="product-attributes">Характеристики</h2>
            <table className={styles.attributes}>
              <tbody>
                <tr>
                  <th scope="row">Единица измерения</th>
                  <td>{p.unit}</td>
                </tr>
                {p.attributes.map((a) => (
                  <tr key={a.name}>
                    <th scope="row">{a.name}</th>
                    <td>{a.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-products">
          <div className={styles.relatedHead}>
            <h2 id="related-products">Другие товары в разделе «{p.category.title}»</h2>
            <Link href={`/category/${p.category.full_slug}/`}>Все товары раздела</Link>
          </div>
          <ProductGrid products={related} actions={actions} layout="row" />
        </section>
      )}
    </div>
  );
}
