'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/api/limits';
import type { ProductCard } from '@/lib/api/contract/catalog';
import type { BuyableProduct } from '@/components/catalog/product-actions';
import { describeError } from '@/lib/describe-error';
import {
  ADDED_TO_CART_NOTICE_MS,
  TEXT_ADD_TO_CART,
  TEXT_IN_CART,
  TEXT_OUT_OF_STOCK,
  TEXT_PRICE_ON_REQUEST,
} from '@/lib/constants';
import { requireSignIn } from '@/components/session/require-sign-in';
import { CartIcon } from '@/components/icons/buying-icons';
import { CheckIcon } from '@/components/icons/icons';
import { addToCartLabelledBy, TEXT_QUANTITY } from './add-to-cart-labels';
import { QuantityStepper, type QuantityRules } from './quantity-stepper';
import { useCartChange } from './use-cart-mutations';
import { useCartInfo } from '@/components/cart/use-cart-point';
import styles from './add-to-cart-button.module.css';

/** The stepper's bounds for a product: its minimum, its pack, what is in stock. */
export function productRules(
  product: Pick<ProductCard, 'min_qty' | 'pack_qty' | 'stock'>,
): QuantityRules {
  return {
    min: product.min_qty,
    step: product.pack_qty,
    max: Math.max(product.min_qty, Math.min(product.stock, MAX_LINE_QUANTITY)),
  };
}

/**
 * Quantity (from the minimum, in whole packs) and "В корзину": adds to the chosen cart at
 * once on screen (optimistic), says how much is already there, and shows the server's
 * refusal in words when stock or rules say no.
 */
export function AddToCartButton({
  product,
  titleId,
}: {
  product: BuyableProduct;
  /** The card's heading: the controls' names refer to it (add-to-cart-labels.tsx). */
  titleId?: string;
}) {
  const rules = productRules(product);
  const [quantity, setQuantity] = useState(rules.min);
  const [added, setAdded] = useState(false);
  const { data: info, pointId } = useCartInfo();
  const change = useCartChange(pointId);
  const inCart = info?.items.find((i) => i.product_id === product.id)?.quantity ?? 0;

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_TO_CART_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  // The card shows «Запросить цену» instead; this guards any other place that might not.
  if (product.price === null) {
    return (
      <button type="button" className={styles.button} disabled>
        {TEXT_PRICE_ON_REQUEST}
      </button>
    );
  }

  if (!product.in_stock) {
    return (
      <button type="button" className={styles.button} disabled>
        {TEXT_OUT_OF_STOCK}
      </button>
    );
  }

  const add = () => {
    if (!requireSignIn()) return;
    change.reset();
    change.mutate(
      { kind: 'add', productId: product.id, quantity, price: product.price },
      { onSuccess: () => setAdded(true) },
    );
  };
  const error = describeError(change.error);
  const labelledBy = titleId ? addToCartLabelledBy(titleId) : null;

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <QuantityStepper
          value={quantity}
          rules={rules}
          onChange={setQuantity}
          label={labelledBy ? { by: labelledBy.quantity } : `${TEXT_QUANTITY}: ${product.title}`}
          unit={product.unit}
          size="small"
        />
        <button
          type="button"
          className={`${styles.button} ${added ? styles.added : ''}`}
          onClick={add}
          aria-label={labelledBy ? undefined : `${TEXT_ADD_TO_CART}: ${product.title}`}
          aria-labelledby={labelledBy?.add}
        >
          {added ? <CheckIcon size={18} /> : <CartIcon size={18} />}
          <span>{added ? 'Добавлено' : TEXT_ADD_TO_CART}</span>
        </button>
      </div>
      {inCart > 0 && (
        <Link href="/cart/" className={styles.inCart}>
          {TEXT_IN_CART}: {inCart}&nbsp;{product.unit}
        </Link>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
