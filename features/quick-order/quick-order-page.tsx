'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { useCartPoint } from '@/components/cart/use-cart-point';
import type { QuickOrderMatch } from '@/lib/api/contract/quick-order';
import { ApiRequestError } from '@/lib/api/errors';
import { cartInfoOptions, refreshCart } from '@/lib/cart/cart-queries';
import { TEXT_BASE_CART } from '@/lib/constants';
import { TEXT_QUICK_ORDER } from '@/lib/constants-frame';
import { describeError } from '@/lib/describe-error';
import { useModalStore } from '@/stores/modal-store';
import { addToCart, matchFile, matchText } from './quick-order-api';
import { QuickOrderInput } from './quick-order-input';
import { confirmedLines, initialChoice, type LineChoice } from './review-state';
import { ReviewTable } from './review-table';
import styles from './quick-order.module.css';

/** Per-line refusals of the cart (`lines.<i>.<field>`) back onto the review's rows. */
function lineErrors(error: unknown, sent: { index: number }[]): Record<number, string> {
  const out: Record<number, string> = {};
  if (!(error instanceof ApiRequestError) || !error.body || typeof error.body !== 'object')
    return out;
  for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
    const m = /^lines\.(\d+)\./.exec(key);
    const line = m ? sent[Number(m[1])] : undefined;
    if (line && Array.isArray(value)) out[line.index] = value.join(' ');
  }
  return out;
}

/** /quick-order/: paste or upload → review every line → one request into the chosen cart. */
export function QuickOrderPage({ serverPointId }: { serverPointId: number | null }) {
  const { pointId, ready } = useCartPoint(serverPointId);
  const { data: cart } = useQuery({ ...cartInfoOptions(pointId), enabled: ready });
  const openModal = useModalStore((s) => s.openModal);
  const qc = useQueryClient();
  const [review, setReview] = useState<QuickOrderMatch | null>(null);
  const [choices, setChoices] = useState<LineChoice[]>([]);
  const [added, setAdded] = useState<number | null>(null);

  const match = useMutation({
    mutationFn: (input: { text: string } | { file: File }) =>
      'file' in input ? matchFile(input.file) : matchText(input.text),
    onSuccess: (data) => {
      setReview(data);
      setChoices(data.lines.map(initialChoice));
      setAdded(null);
    },
  });
  const lines = review ? confirmedLines(review.lines, choices) : [];
  const toCart = useMutation({
    mutationFn: () => addToCart(pointId, lines),
    onSuccess: async (data) => {
      setAdded(data.added);
      setReview(null);
      await refreshCart(qc, pointId);
    },
  });
  const errors = lineErrors(toCart.error, lines);
  const counts = review
    ? {
        found: review.lines.filter((l) => l.status === 'found').length,
        several: review.lines.filter((l) => l.status === 'several').length,
        missing: review.lines.filter((l) => l.status === 'not_found' || l.status === 'invalid')
          .length,
      }
    : null;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{TEXT_QUICK_ORDER}</h1>
        <p className={styles.which}>
          <span className={styles.muted}>Товары попадут в корзину:</span>{' '}
          <strong data-testid="quick-order-point">
            {cart ? (cart.trade_point_title ?? TEXT_BASE_CART) : '…'}
          </strong>
          <button type="button" className={styles.change} onClick={() => openModal('chooseCart')}>
            Сменить корзину
          </button>
        </p>
      </header>

      <QuickOrderInput
        busy={match.isPending}
        onText={(text) => match.mutate({ text })}
        onFile={(file) => match.mutate({ file })}
      />
      {match.error && (
        <p className={styles.error} role="alert">
          {describeError(match.error)}
        </p>
      )}
      {added !== null && (
        <div className={styles.success} role="status">
          <span>Добавлено в корзину строк: {added}.</span>
          <ButtonLink href="/cart/" size="small">
            Перейти в корзину
          </ButtonLink>
        </div>
      )}

      {review && counts && (
        <section className={styles.review} aria-labelledby="quick-order-review">
          <div className={styles.reviewHead}>
            <h2 id="quick-order-review">Проверьте строки</h2>
            <p className={styles.counts} data-testid="quick-order-counts">
              Найдено: {counts.found} · выбрать из нескольких: {counts.several} · не найдено или с
              ошибкой: {counts.missing}
              {review.skipped > 0 ? ` · пустых строк пропущено: ${review.skipped}` : ''}
            </p>
          </div>
          <ReviewTable
            lines={review.lines}
            choices={choices}
            errors={errors}
            onChange={(i, c) => setChoices((all) => all.map((old, j) => (j === i ? c : old)))}
          />
          <div className={styles.actions}>
            {toCart.error && (
              <p className={styles.error} role="alert">
                {Object.keys(errors).length
                  ? 'Ничего не добавлено: исправьте отмеченные строки.'
                  : describeError(toCart.error)}
              </p>
            )}
            <Button variant="ghost" onClick={() => setReview(null)}>
              Отменить
            </Button>
            <Button
              variant="accent"
              disabled={lines.length === 0 || toCart.isPending}
              onClick={() => toCart.mutate()}
            >
              Добавить в корзину: {lines.length}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
