'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '@/lib/api/contract/cart';
import { ProductPicture } from '@/components/catalog/product-picture';
import { Price } from '@/components/pricing/price';
import { cartLineBasis, cartLineSplit } from '@/lib/pricing/split-lines';
import { TrashIcon } from '@/components/icons/buying-icons';
import { describeError } from '@/lib/describe-error';
import { productRules } from './add-to-cart-button';
import { QuantityStepper } from './quantity-stepper';
import { useCartChange } from './use-cart-mutations';
import styles from './cart-page.module.css';
import { TEXT_ARTICLE } from '@/lib/constants-frame';
import { TEXT_PRICE_ON_REQUEST } from '@/lib/constants-frame';

/** A quick run of clicks on the stepper is one request with the last quantity. */
const QUANTITY_DEBOUNCE_MS = 400;

export function CartLineRow({ line, pointId }: { line: CartLine; pointId: number | null }) {
  const p = line.product;
  const change = useCartChange(pointId);
  const [quantity, setQuantity] = useState(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setQuantity(line.quantity), [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onQuantity = (next: number) => {
    setQuantity(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => change.mutate({ kind: 'set', productId: p.id, quantity: next, price: line.price }),
      QUANTITY_DEBOUNCE_MS,
    );
  };
  const problem = describeError(change.error) ?? line.problem;
  const split = cartLineSplit(line);

  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={p.id}>
      <Link href={`/product/${p.slug}/`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {p.image ? (
          <ProductPicture image={p.image} alt="" sizes="thumb" />
        ) : (
          <span className={styles.noImage} />
        )}
      </Link>
      <div className={styles.info}>
        <Link href={`/product/${p.slug}/`} className={styles.title}>
          {p.title}
        </Link>
        <p className={styles.meta}>
          {TEXT_ARTICLE} {p.article} ·{' '}
          {line.price === null ? (
            TEXT_PRICE_ON_REQUEST
          ) : (
            <Price
              price={line.price}
              basis={cartLineBasis(line)}
              suffix={` за 1\u00a0${p.unit} `}
              testId="cart-line-price"
            />
          )}
        </p>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className={styles.qty}>
        <QuantityStepper
          value={quantity}
          rules={productRules(p)}
          onChange={onQuantity}
          label={`Количество: ${p.title}`}
          unit={p.unit}
          size="small"
        />
      </div>
      <p className={styles.total} data-testid="cart-line-total">
        {split === null ? TEXT_PRICE_ON_REQUEST : <Price amounts={split} testId="cart-line-sum" />}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Удалить из корзины: ${p.title}`}
        onClick={() => change.mutate({ kind: 'remove', productId: p.id, price: line.price })}
      >
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
