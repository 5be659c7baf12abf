'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/api/limits';
import type { ProductCard } from '@/lib/api/contract/catalog';
import type { BuyableProduct } from '@/components/catalog/product-actions';
import {
  TEXT_ADD_TO_CART,
  TEXT_IN_CART,
  TEXT_OUT_OF_STOCK,
  TEXT_PRICE_ON_REQUEST,
} from '@/lib/constants-frame';
import { requireSignIn } from '@/components/session/require-sign-in';
import { deferToLive, signedInIsland } from '@/components/session/signed-in-island';
import { CartIcon } from '@/components/icons/buying-icons';
import { CheckIcon } from '@/components/icons/icons';
import { addToCartLabelledBy, TEXT_QUANTITY } from './add-to-cart-labels';
import { QuantityStepper, type QuantityRules } from './quantity-stepper';
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

/** What the button is given: the product and the chosen quantity (kept above the island). */
export interface AddToCartProps {
  product: BuyableProduct;
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The card's heading: the controls' names refer to it (add-to-cart-labels.tsx). */
  titleId?: string;
}

interface AddToCartViewProps extends AddToCartProps {
  inCart: number;
  added: boolean;
  error: string | null;
  onAdd: () => void;
}

/** The stepper, the button, how many are already in the cart and a refusal in words. */
export function AddToCartView({
  product,
  quantity,
  onQuantity,
  inCart,
  added,
  error,
  onAdd,
  titleId,
}: AddToCartViewProps) {
  const labelledBy = titleId ? addToCartLabelledBy(titleId) : null;
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

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <QuantityStepper
          value={quantity}
          rules={productRules(product)}
          onChange={onQuantity}
          label={labelledBy ? { by: labelledBy.quantity } : `${TEXT_QUANTITY}: ${product.title}`}
          unit={product.unit}
          size="small"
        />
        <button
          type="button"
          className={`${styles.button} ${added ? styles.added : ''}`}
          onClick={onAdd}
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

/** The key of «В корзину» clicked before the live part came (deferToLive). */
export const addToCartKey = (productId: number) => `cart-add:${productId}`;

/** A guest's button: «В корзину» asks to sign in (spec §4); a buyer's waits for the live part. */
function GuestAddToCart(props: AddToCartProps) {
  return (
    <AddToCartView
      {...props}
      inCart={0}
      added={false}
      error={null}
      onAdd={() => {
        if (requireSignIn()) deferToLive(addToCartKey(props.product.id));
      }}
    />
  );
}

const AddToCartIsland = signedInIsland(
  () => import('./cart-live').then((m) => m.AddToCartLive),
  GuestAddToCart,
);

/**
 * Quantity (from the minimum, in whole packs) and "В корзину": adds to the chosen cart at
 * once on screen (optimistic), says how much is already there, and shows the server's
 * refusal in words when stock or rules say no. The quantity lives here, so a buyer's choice
 * survives the live part's arrival (cart-live.tsx).
 */
export function AddToCartButton({
  product,
  titleId,
}: {
  product: BuyableProduct;
  titleId?: string;
}) {
  const [quantity, setQuantity] = useState(() => productRules(product).min);
  return (
    <AddToCartIsland
      product={product}
      quantity={quantity}
      onQuantity={setQuantity}
      titleId={titleId}
    />
  );
}
