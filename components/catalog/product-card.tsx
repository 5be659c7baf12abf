import Link from 'next/link';
import { useId } from 'react';
import type { ProductCard as Card } from '@/lib/api/contract/catalog';
import { TEXT_ARTICLE, TEXT_MIN_QTY, TEXT_NEW_BADGE, TEXT_PACK_QTY } from '@/lib/constants-frame';
import { buyable, type ProductActions } from './product-actions';
import { discountPercent, formatCount } from '@/lib/format/numbers';
import { ProductPrice } from '@/components/pricing/product-price';
import type { CardView } from './card-rows';
import { ProductPicture } from './product-picture';
import { productHref } from './product-href';
import { RequestPriceButton } from './request-price-button';
import { StockState } from './stock-state';
import styles from './product-card.module.css';

/** Minimum order and pack size, only when they constrain the quantity (above 1). */
export function quantityNotes(p: Pick<Card, 'min_qty' | 'pack_qty' | 'unit'>): string[] {
  const notes: string[] = [];
  if (p.min_qty > 1) notes.push(`${TEXT_MIN_QTY}: ${formatCount(p.min_qty)}\u00a0${p.unit}`);
  if (p.pack_qty > 1 && p.pack_qty !== p.min_qty)
    notes.push(`${TEXT_PACK_QTY}: ${formatCount(p.pack_qty)}\u00a0${p.unit}`);
  return notes;
}

/** One product in a grid: what a wholesale buyer compares at a glance. */
export function ProductCard({
  product,
  actions,
  headingLevel = 'h3',
  priority = false,
}: {
  product: CardView;
  actions: ProductActions;
  headingLevel?: 'h2' | 'h3';
  /** On the first screen: its picture is not loaded lazily. */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const discount = discountPercent(product.price, product.old_price);
  const notes = quantityNotes(product);
  // One lean object for both client islands: the payload carries it once.
  const forBuying = buyable(product);
  // The buying controls are named after the product by pointing at this heading (issue #15).
  const titleId = useId();
  return (
    <article className={styles.card} data-testid="product-card">
      <Link
        href={productHref(product.slug)}
        className={styles.media}
        tabIndex={-1}
        aria-hidden="true"
      >
        {product.image ? (
          <ProductPicture
            image={product.image}
            alt=""
            sizes="card"
            priority={priority}
            className={styles.image}
          />
        ) : (
          <span className={styles.noImage} />
        )}
      </Link>
      <div className={styles.badges}>
        {product.is_new && <span className={styles.badgeNew}>{TEXT_NEW_BADGE}</span>}
        {discount !== null && <span className={styles.badgeSale}>−{discount}%</span>}
      </div>
      <div className={styles.favourite}>
        <actions.Favourite productId={product.id} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} id={titleId}>
          <Link href={productHref(product.slug)}>{product.title}</Link>
        </Heading>
        {/* One text node each (not three): React marks the seams in the HTML, 24 times a page. */}
        <p className={styles.article}>{`${TEXT_ARTICLE} ${product.article}`}</p>
        <StockState stock={product.stock} unit={product.unit} />
        {notes.length > 0 && <p className={styles.notes}>{notes.join(' · ')}</p>}
      </div>
      <div className={styles.buy}>
        <p className={styles.price}>
          <ProductPrice
            product={forBuying}
            testId="product-price"
            className={product.price === null ? styles.onRequest : styles.current}
            unit={<span className={styles.unit}>{`/\u00a0${product.unit}`}</span>}
            oldClassName={styles.old}
          />
        </p>
        {/* No price, nothing to order: the buyer asks for it instead. */}
        {product.price === null ? (
          <RequestPriceButton
            product={{ title: product.title, article: product.article }}
            className={styles.requestPrice}
          />
        ) : (
          <actions.AddToCart product={forBuying} titleId={titleId} />
        )}
      </div>
    </article>
  );
}
