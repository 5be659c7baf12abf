'use client';

import Link from 'next/link';
import type { QuickLine } from '@/lib/api/contract/quick-order';
import { formatPrice } from '@/lib/format/numbers';
import type { LineChoice } from './review-state';
import { pickOption } from './review-state';
import styles from './quick-order.module.css';

const STATUS_TEXT: Record<QuickLine['status'], string> = {
  found: 'Найден',
  several: 'Несколько товаров',
  not_found: 'Не найден',
  invalid: 'Ошибка в строке',
};

const MATCHED_TEXT: Record<NonNullable<QuickLine['matched_by']>, string> = {
  article: 'по артикулу',
  layout: 'по артикулу в другой раскладке',
  name: 'по названию',
};

interface RowProps {
  line: QuickLine;
  choice: LineChoice;
  error: string | undefined;
  onChange: (choice: LineChoice) => void;
}

function ReviewRow({ line, choice, error, onChange }: RowProps) {
  const option = choice.pick === null ? undefined : line.options[choice.pick];
  const canInclude = !!option && !!choice.quantity && choice.quantity > 0;
  const rowLabel = `Строка ${line.row}`;
  return (
    <tr className={styles.row} data-status={line.status} data-testid="review-row">
      <td className={styles.check}>
        <input
          type="checkbox"
          aria-label={`Добавить: ${rowLabel.toLowerCase()}`}
          checked={choice.include && canInclude}
          disabled={!canInclude}
          onChange={(e) => onChange({ ...choice, include: e.target.checked })}
        />
      </td>
      <td className={styles.source}>
        <span className={styles.rowNo}>{line.row}</span>
        <span className={styles.sourceText}>{line.source}</span>
      </td>
      <td className={styles.product}>
        <span className={styles.status} data-status={line.status}>
          {STATUS_TEXT[line.status]}
          {line.matched_by && line.status === 'found' ? ` ${MATCHED_TEXT[line.matched_by]}` : ''}
        </span>
        {line.options.length > 1 ? (
          <select
            className={styles.select}
            aria-label={`Товар: ${rowLabel.toLowerCase()}`}
            value={choice.pick ?? ''}
            onChange={(e) =>
              onChange(pickOption(line, e.target.value ? Number(e.target.value) : null))
            }
          >
            <option value="">Выберите товар…</option>
            {line.options.map((o, i) => (
              <option key={o.product.id} value={i}>
                {o.product.title} — {o.product.article}, {formatPrice(o.product.price)}
              </option>
            ))}
          </select>
        ) : option ? (
          <span className={styles.title}>
            <Link href={`/product/${option.product.slug}/`} target="_blank">
              {option.product.title}
            </Link>
            <span className={styles.muted}>
              {option.product.article} · {formatPrice(option.product.price)}
            </span>
          </span>
        ) : null}
        {line.message && line.status !== 'several' && (
          <span className={styles.problem}>{line.message}</span>
        )}
      </td>
      <td className={styles.quantity}>
        {option && (
          <label className={styles.qtyField}>
            <span className="visually-hidden">Количество: {rowLabel.toLowerCase()}</span>
            <input
              type="number"
              inputMode="numeric"
              min={option.product.min_qty}
              step={option.product.pack_qty}
              value={choice.quantity ?? ''}
              disabled={
                option.problem !== null && option.quantity === null && line.status !== 'invalid'
              }
              onChange={(e) => {
                const q = e.target.value === '' ? null : Math.trunc(Number(e.target.value));
                onChange({ ...choice, quantity: q, include: !!q && q > 0 });
              }}
            />
            <span className={styles.unit}>{option.product.unit}</span>
          </label>
        )}
        {option?.notes.map((n) => (
          <span key={n} className={styles.note}>
            {n}
          </span>
        ))}
        {option?.problem && line.status !== 'invalid' && (
          <span className={styles.problem}>{option.problem}</span>
        )}
        {error && (
          <span className={styles.problem} role="alert">
            {error}
          </span>
        )}
      </td>
    </tr>
  );
}

interface ReviewTableProps {
  lines: QuickLine[];
  choices: LineChoice[];
  errors: Record<number, string>;
  onChange: (index: number, choice: LineChoice) => void;
}

/** Every line's outcome before anything is added: the buyer confirms, picks or leaves out. */
export function ReviewTable({ lines, choices, errors, onChange }: ReviewTableProps) {
  return (
    <table className={styles.table} aria-label="Проверка строк">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Добавить</span>
          </th>
          <th scope="col">Строка</th>
          <th scope="col">Товар</th>
          <th scope="col">Количество</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <ReviewRow
            key={`${line.row}-${i}`}
            line={line}
            choice={choices[i] ?? { pick: null, quantity: null, include: false }}
            error={errors[i]}
            onChange={(c) => onChange(i, c)}
          />
        ))}
      </tbody>
    </table>
  );
}
