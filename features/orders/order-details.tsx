'use client';

import Link from 'next/link';
import type { Order } from '@/lib/api/contract/orders';
import { Price, vatNote } from '@/components/pricing/price';
import { useVatMode } from '@/components/pricing/vat-mode';
import {
  TEXT_BASE_CART,
  TEXT_SUM_WITHOUT_VAT,
  TEXT_TOTAL_WITH_VAT,
  TEXT_VAT_AMOUNT,
} from '@/lib/constants';
import { TEXT_ARTICLE } from '@/lib/constants-frame';
import { orderLineBasis, orderLineSplit } from '@/lib/pricing/split-lines';
import { formatPrice } from '@/lib/format/numbers';
import { formatDateTime } from '@/lib/format/date';
import { formatPhone } from '@/lib/format/phone';
import { OrderStatusBadge } from './order-status-badge';
import styles from './order-details.module.css';

/** One order in full: lines, totals, where it goes, how it is paid, and its status history. */
export function OrderDetails({ order }: { order: Order }) {
  const mode = useVatMode();
  const totals = order.totals;
  return (
    <div className={styles.details}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Состав заказа № {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">Товар</th>
              <th scope="col" className={styles.num}>
                Цена {vatNote(mode)}
              </th>
              <th scope="col" className={styles.num}>
                Количество
              </th>
              <th scope="col" className={styles.num}>
                Сумма {vatNote(mode)}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={`${l.article}-${i}`}>
                <td>
                  {l.product_slug ? (
                    <Link href={`/product/${l.product_slug}/`}>{l.title}</Link>
                  ) : (
                    l.title
                  )}
                  <span className={styles.article}>
                    {TEXT_ARTICLE} {l.article}
                  </span>
                </td>
                <td className={styles.num}>
                  <Price price={l.price} basis={orderLineBasis(l, order)} note={false} />
                </td>
                <td className={styles.num}>
                  {l.quantity}&nbsp;{l.unit}
                </td>
                <td className={styles.num}>
                  <Price amounts={orderLineSplit(l)} note={false} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {TEXT_SUM_WITHOUT_VAT}
              </th>
              <td className={styles.num} data-testid="order-details-total-net">
                {formatPrice(totals.net)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {TEXT_VAT_AMOUNT}
              </th>
              <td className={styles.num} data-testid="order-details-total-vat">
                {formatPrice(totals.vat)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {TEXT_TOTAL_WITH_VAT}, позиций: {order.items_count}
              </th>
              <td className={styles.num} data-testid="order-details-total">
                {formatPrice(totals.gross)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Корзина</dt>
          <dd>{order.trade_point_title ?? TEXT_BASE_CART}</dd>
        </div>
        <div>
          <dt>Получатель</dt>
          <dd>
            {order.recipient.name}, {formatPhone(order.recipient.phone)}, {order.recipient.email}
            {order.organization && <>, {order.organization}</>}
          </dd>
        </div>
        <div>
          <dt>Доставка</dt>
          <dd>
            {order.delivery_title}
            {order.delivery_address && <>: {order.delivery_address}</>}
          </dd>
        </div>
        <div>
          <dt>Оплата</dt>
          <dd>{order.payment_title}</dd>
        </div>
        {order.comment && (
          <div>
            <dt>Комментарий</dt>
            <dd>{order.comment}</dd>
          </div>
        )}
      </dl>
      <section aria-label="История статусов">
        <h3 className={styles.historyTitle}>История статусов</h3>
        <ol className={styles.history}>
          {order.history.map((h, i) => (
            <li key={`${h.status}-${i}`}>
              <OrderStatusBadge status={h.status} title={h.status_title} />
              <time dateTime={h.created_at}>{formatDateTime(h.created_at)}</time>
              {h.comment && <span className={styles.comment}>{h.comment}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
