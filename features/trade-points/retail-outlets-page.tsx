'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { TEXT_BASE_CART, TEXT_LOADING, TEXT_MENU_TRADE_POINTS } from '@/lib/constants';
import { StoreFrontIcon, CartIcon } from '@/components/icons/buying-icons';
import { cartInfoOptions, tradePointsOptions } from '@/lib/cart/cart-queries';
import { describeError } from '@/lib/describe-error';
import { useChooseCart } from '@/components/cart/use-choose-cart';
import { useCartPoint } from '@/components/cart/use-cart-point';
import { formatPrice } from '@/lib/format/numbers';
import { formatPhone } from '@/lib/format/phone';
import styles from './retail-outlets.module.css';
import { useAppRouter } from '@/components/navigation/use-app-router';

interface Outlet {
  id: number | null;
  title: string;
  address: string | null;
  phone: string | null;
  count: number;
  total: string;
}

function OutletCard({
  outlet,
  active,
  onChoose,
  busy,
}: {
  outlet: Outlet;
  active: boolean;
  onChoose: (goToCart: boolean) => void;
  busy: boolean;
}) {
  return (
    <li
      className={`${styles.card} ${active ? styles.active : ''}`}
      data-testid="outlet"
      data-active={active}
    >
      <div className={styles.head}>
        <span className={styles.icon}>
          {outlet.id === null ? <CartIcon size={20} /> : <StoreFrontIcon size={20} />}
        </span>
        <h2 className={styles.title}>{outlet.title}</h2>
        {active && <span className={styles.badge}>Активная корзина</span>}
      </div>
      {outlet.address && <p className={styles.address}>{outlet.address}</p>}
      {outlet.phone && (
        <p className={styles.phone}>
          <a href={`tel:${outlet.phone}`}>{formatPhone(outlet.phone)}</a>
        </p>
      )}
      <p className={styles.cart} data-testid="outlet-cart">
        {outlet.count === 0
          ? 'Корзина пуста'
          : `В корзине товаров: ${outlet.count} на ${formatPrice(outlet.total)}`}
      </p>
      <div className={styles.actions}>
        {!active && (
          <Button size="small" disabled={busy} onClick={() => onChoose(false)}>
            Сделать активной
          </Button>
        )}
        <Button size="small" variant="secondary" disabled={busy} onClick={() => onChoose(true)}>
          Открыть корзину
        </Button>
      </div>
    </li>
  );
}

/** The buyer's trade points, each with its own cart; any can become the active cart. */
export function RetailOutletsPage() {
  const router = useAppRouter();
  const { pointId, ready } = useCartPoint();
  const points = useQuery(tradePointsOptions());
  const base = useQuery(cartInfoOptions(null));
  const choose = useChooseCart();

  const outlets: Outlet[] = [
    {
      id: null,
      title: TEXT_BASE_CART,
      address: 'Заказы без привязки к торговой точке',
      phone: null,
      count: base.data?.count ?? 0,
      total: base.data?.price_final ?? '0.00',
    },
    ...(points.data ?? []).map((p) => ({
      id: p.id,
      title: p.title,
      address: p.address,
      phone: p.phone,
      count: p.cart.count,
      total: p.cart.price_final,
    })),
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TEXT_MENU_TRADE_POINTS}</h1>
      <p className={styles.lead}>
        У каждой торговой точки своя корзина: товары для разных магазинов и складов не смешиваются.
      </p>
      {points.isPending && <p>{TEXT_LOADING}</p>}
      {points.error && <p className={styles.error}>{describeError(points.error)}</p>}
      {choose.isError && (
        <p className={styles.error} role="alert">
          {describeError(choose.error)}
        </p>
      )}
      {points.data && points.data.length === 0 && (
        <p className={styles.lead}>
          Торговые точки пока не добавлены: их заводит менеджер по вашей заявке.
        </p>
      )}
      <ul className={styles.grid}>
        {outlets.map((o) => (
          <OutletCard
            key={o.id ?? 0}
            outlet={o}
            active={ready && pointId === o.id}
            busy={choose.isPending}
            onChoose={(goToCart) =>
              choose.mutate(o.id, { onSuccess: () => goToCart && router.push('/cart/') })
            }
          />
        ))}
      </ul>
    </div>
  );
}
