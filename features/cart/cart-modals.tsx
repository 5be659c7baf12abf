'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { TEXT_BASE_CART, TEXT_CHOOSE_CART_CONFIRM, TEXT_LOADING } from '@/lib/constants';
import { TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { MODAL_WIDTH } from '@/lib/constants-on-demand';
import { useModalStore } from '@/stores/modal-store';
import { formatPrice } from '@/lib/format/numbers';
import { useSignedIn } from '@/components/session/use-signed-in';
import { cartInfoOptions, tradePointsOptions } from '@/lib/cart/cart-queries';
import { describeError } from '@/lib/describe-error';
import { useChooseCart } from '@/components/cart/use-choose-cart';
import { useCartPoint } from '@/components/cart/use-cart-point';
import styles from './cart-modals.module.css';

const cartState = (count: number, total: string) =>
  count === 0 ? 'пусто' : `товаров: ${count} · ${formatPrice(total)}`;

function ChooseCartForm({ onDone }: { onDone: () => void }) {
  const { pointId } = useCartPoint();
  const [selected, setSelected] = useState<number | null>(pointId);
  const points = useQuery(tradePointsOptions());
  const base = useQuery(cartInfoOptions(null));
  const choose = useChooseCart();
  const name = useId();

  const options = [
    {
      id: null,
      title: TEXT_BASE_CART,
      address: 'Заказы без привязки к торговой точке',
      state: base.data ? cartState(base.data.count, base.data.price_final) : '',
    },
    ...(points.data ?? []).map((p) => ({
      id: p.id,
      title: p.title,
      address: p.address ?? '',
      state: cartState(p.cart.count, p.cart.price_final),
    })),
  ];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        choose.mutate(selected, { onSuccess: onDone });
      }}
    >
      <fieldset className={styles.list} disabled={choose.isPending}>
        <legend className="visually-hidden">{TEXT_CHOOSE_CART}</legend>
        {options.map((o) => (
          <label
            key={o.id ?? 0}
            className={`${styles.option} ${selected === o.id ? styles.selected : ''}`}
          >
            <input
              type="radio"
              name={name}
              checked={selected === o.id}
              onChange={() => setSelected(o.id)}
            />
            <span className={styles.text}>
              <span className={styles.title}>{o.title}</span>
              {o.address && <span className={styles.address}>{o.address}</span>}
            </span>
            <span className={styles.state}>{o.state}</span>
          </label>
        ))}
        {points.isPending && <p className={styles.note}>{TEXT_LOADING}</p>}
        {points.isError && <p className={styles.error}>Не удалось загрузить торговые точки.</p>}
      </fieldset>
      {choose.isError && (
        <p className={styles.error} role="alert">
          {describeError(choose.error)}
        </p>
      )}
      <Button type="submit" block disabled={choose.isPending || points.isPending}>
        {choose.isPending ? TEXT_LOADING : TEXT_CHOOSE_CART_CONFIRM}
      </Button>
    </form>
  );
}

/** Spec §2.9: 'Выберите корзину' (528 px) — the base cart and the buyer's trade points. */
export function CartModals() {
  const open = useModalStore((s) => s.open === 'chooseCart');
  const closeModal = useModalStore((s) => s.closeModal);
  const signedIn = useSignedIn();
  // Restores localStorage.pointId on every page load, whichever page it is.
  useCartPoint();
  return (
    <Modal
      open={open && signedIn}
      title={TEXT_CHOOSE_CART}
      width={MODAL_WIDTH.cart}
      onClose={closeModal}
    >
      <ChooseCartForm onDone={closeModal} />
    </Modal>
  );
}
