'use client';

import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { Button } from '@/components/ui/button';
import type { ConsoleProduct } from '@/lib/api/contract/console-catalog';
import type { ProductForm } from './product-form-schema';
import styles from './console-catalog.module.css';

interface PartProps {
  form: UseFormReturn<ProductForm>;
  product: ConsoleProduct;
  owned: (field: string) => boolean;
}

/** Marks a field 1C fills: read-only here, changed only in 1C. */
export function OwnedMark({ on }: { on: boolean }) {
  return on ? <span className={styles.owned}> · из 1С</span> : null;
}

/** Name/value rows shown on the product page and used as the catalogue's filters. */
export function AttributesPart({ form, owned }: PartProps) {
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({ control: form.control, name: 'attributes' });
  const locked = owned('attributes');
  const errors = form.formState.errors.attributes;
  return (
    <section className={styles.section} aria-labelledby="cp-attrs">
      <h2 id="cp-attrs">
        Характеристики
        <OwnedMark on={locked} />
      </h2>
      {rows.length === 0 && <p className={styles.muted}>Характеристик нет.</p>}
      {rows.map((row, i) => (
        <div key={row.id} className={styles.attrRow}>
          <Field id={`cp-attr-${i}-name`} label="Название" error={errors?.[i]?.name?.message}>
            <input
              id={`cp-attr-${i}-name`}
              className={fields.input}
              readOnly={locked}
              aria-describedby={`cp-attr-${i}-name-error`}
              {...form.register(`attributes.${i}.name`)}
            />
          </Field>
          <Field id={`cp-attr-${i}-value`} label="Значение" error={errors?.[i]?.value?.message}>
            <input
              id={`cp-attr-${i}-value`}
              className={fields.input}
              readOnly={locked}
              aria-describedby={`cp-attr-${i}-value-error`}
              {...form.register(`attributes.${i}.value`)}
            />
          </Field>
          {!locked && (
            <Button
              type="button"
              variant="ghost"
              aria-label={`Удалить характеристику ${i + 1}`}
              onClick={() => remove(i)}
            >
              Удалить
            </Button>
          )}
        </div>
      ))}
      {!locked && (
        <div>
          <Button type="button" variant="secondary" onClick={() => append({ name: '', value: '' })}>
            Добавить характеристику
          </Button>
        </div>
      )}
    </section>
  );
}

/** The base price, a price per other type and the stock per warehouse. */
export function OffersPart({ form, product, owned }: PartProps) {
  const { register, formState } = form;
  const priceLocked = owned('price');
  const baseName = product.base_price_type?.name;
  return (
    <section className={styles.section} aria-labelledby="cp-offers">
      <h2 id="cp-offers">Цены и остатки</h2>
      <div className={fields.grid}>
        <Field
          id="cp-price"
          label={baseName ? `Цена, тип «${baseName}» (видят все)` : 'Цена (видят все)'}
          hint="Пусто — «Цена по запросу»"
          error={formState.errors.price?.message}
        >
          <input
            id="cp-price"
            inputMode="decimal"
            className={fields.input}
            readOnly={priceLocked}
            aria-describedby="cp-price-error"
            {...register('price')}
          />
        </Field>
        {product.prices.map((p, i) => (
          <Field
            key={p.price_type_id}
            id={`cp-prices-${i}`}
            label={`Цена, тип «${p.name}»`}
            error={formState.errors.prices?.[i]?.price?.message}
          >
            <input
              id={`cp-prices-${i}`}
              inputMode="decimal"
              className={fields.input}
              readOnly={owned('prices')}
              aria-describedby={`cp-prices-${i}-error`}
              {...register(`prices.${i}.price`)}
            />
          </Field>
        ))}
        {product.stocks.length === 0 ? (
          <Field id="cp-stock" label="Остаток" error={formState.errors.stock?.message}>
            <input
              id="cp-stock"
              type="number"
              min={0}
              className={fields.input}
              readOnly={owned('stock')}
              aria-describedby="cp-stock-error"
              {...register('stock', { valueAsNumber: true })}
            />
          </Field>
        ) : (
          product.stocks.map((s, i) => (
            <Field
              key={s.warehouse_id}
              id={`cp-stocks-${i}`}
              label={`Остаток, склад «${s.name}»`}
              error={formState.errors.stocks?.[i]?.quantity?.message}
            >
              <input
                id={`cp-stocks-${i}`}
                type="number"
                min={0}
                step="any"
                className={fields.input}
                readOnly={owned('stocks')}
                aria-describedby={`cp-stocks-${i}-error`}
                {...register(`stocks.${i}.quantity`, { valueAsNumber: true })}
              />
            </Field>
          ))
        )}
      </div>
      {(priceLocked || owned('stocks')) && (
        <p className={styles.muted}>Цены и остатки этого товара приходят из 1С.</p>
      )}
    </section>
  );
}
