'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { recipientSchema } from '@/lib/api/contract/cart';
import { type OrderData } from '@/lib/api/contract/orders';
import { ApiRequestError, errorMessages, fieldErrors } from '@/lib/api/errors';
import { TEXT_EMAIL, TEXT_ORGANIZATION, TEXT_PLACE_ORDER } from '@/lib/constants';
import { Field } from '@/components/form/field';
import fields from '@/components/form/fields.module.css';
import { PhoneField } from '@/components/form/phone-field';
import { formatPrice } from '@/lib/format/numbers';
import { OrderAside } from './order-aside';
import {
  orderFormDefaults,
  orderFormSchema,
  toOrderBody,
  type OrderForm as Values,
  type OrderFormInput,
} from './order-form-schema';
import { useOrderDraft } from './use-order-draft';
import { usePlaceOrder } from './use-place-order';
import styles from './order-page.module.css';

const priceText = (price: string) =>
  Number(price) === 0 ? 'бесплатно' : `от ${formatPrice(price)}`;

/** Recipient, delivery, payment and comment; the cart's lines and total beside them. */
export function OrderForm({ data, pointId }: { data: OrderData; pointId: number | null }) {
  const methods = data.delivery_methods;
  const form = useForm<OrderFormInput, unknown, Values>({
    resolver: zodResolver(orderFormSchema(methods)),
    defaultValues: orderFormDefaults(data),
    mode: 'onTouched',
  });
  const place = usePlaceOrder(pointId);
  const draft = useOrderDraft(pointId);
  const { register, handleSubmit, formState, watch, setValue, control, setError } = form;
  const methodId = watch('delivery_method_id');
  const method = methods.find((m) => m.id === methodId);
  const err = formState.errors;

  const submit = handleSubmit((values) =>
    place.mutate(toOrderBody(values, pointId, methods), {
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        for (const [key, message] of Object.entries(fieldErrors(error.body))) {
          const name = key.replace(/^recipient\./, '') as keyof OrderFormInput;
          if (name in orderFormDefaults(data)) setError(name, { message });
        }
      },
    }),
  );
  // Remembered on the cart once complete; checked quietly, so no field shows an error early.
  const saveRecipient = () => {
    const v = form.getValues();
    const recipient = recipientSchema.safeParse({
      name: v.name,
      phone: v.phone,
      email: v.email,
      organization: v.organization || undefined,
    });
    if (recipient.success) draft.recipient(recipient.data);
  };
  const failure =
    place.error instanceof ApiRequestError && !Object.keys(fieldErrors(place.error.body)).length
      ? errorMessages(place.error.body)
      : place.error && !(place.error instanceof ApiRequestError)
        ? ['Не удалось отправить заказ. Проверьте соединение и попробуйте ещё раз.']
        : [];
  const busy = place.isPending || place.isSuccess;

  return (
    <form className={styles.layout} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.sections}>
        <fieldset className={styles.section} onBlur={saveRecipient}>
          <legend className={styles.legend}>Получатель</legend>
          <div className={fields.grid}>
            <Field id="order-name" label="Имя и фамилия" required error={err.name?.message}>
              <input
                id="order-name"
                className={fields.input}
                autoComplete="name"
                aria-invalid={!!err.name}
                aria-describedby="order-name-error"
                {...register('name')}
              />
            </Field>
            <Field id="order-phone" label="Телефон" required error={err.phone?.message}>
              <Controller
                control={control}
                name="phone"
                render={({ field }) => (
                  <PhoneField
                    id="order-phone"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={!!err.phone}
                    describedBy="order-phone-error"
                  />
                )}
              />
            </Field>
            <Field
              id="order-email"
              label={TEXT_EMAIL}
              required
              error={err.email?.message}
              hint="Пришлём подтверждение заказа"
            >
              <input
                id="order-email"
                type="email"
                className={fields.input}
                autoComplete="email"
                aria-invalid={!!err.email}
                aria-describedby="order-email-error"
                {...register('email')}
              />
            </Field>
            <Field
              id="order-organization"
              label={TEXT_ORGANIZATION}
              error={err.organization?.message}
            >
              <input
                id="order-organization"
                className={fields.input}
                autoComplete="organization"
                {...register('organization')}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Доставка</legend>
          <div className={fields.choices}>
            {methods.map((m) => (
              <label key={m.id} className={fields.choice}>
                <input
                  type="radio"
                  value={m.id}
                  checked={methodId === m.id}
                  onChange={() => {
                    setValue('delivery_method_id', m.id, { shouldValidate: formState.isSubmitted });
                    draft.delivery(m.id, form.getValues('delivery_address'));
                  }}
                />
                <span className={fields.choiceTitle}>{m.title}</span>
                <span className={fields.choicePrice}>{priceText(m.price)}</span>
                {m.description && <span className={fields.choiceText}>{m.description}</span>}
              </label>
            ))}
          </div>
          {method?.needs_address && (
            <div className={styles.address}>
              <Field
                id="order-address"
                label="Адрес доставки"
                required
                error={err.delivery_address?.message}
              >
                <input
                  id="order-address"
                  className={fields.input}
                  autoComplete="street-address"
                  aria-invalid={!!err.delivery_address}
                  aria-describedby="order-address-error"
                  {...register('delivery_address', {
                    onBlur: () => draft.delivery(methodId, form.getValues('delivery_address')),
                  })}
                />
              </Field>
              {data.addresses.length > 0 && (
                <div className={styles.chips} role="group" aria-label="Сохранённые адреса">
                  {data.addresses.map((a) => (
                    <button
                      key={a.address}
                      type="button"
                      className={styles.chip}
                      onClick={() => {
                        setValue('delivery_address', a.address, { shouldValidate: true });
                        draft.delivery(methodId, a.address);
                      }}
                    >
                      <strong>{a.title}:</strong> {a.address}
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Оплата</legend>
          <div className={fields.choices}>
            {data.payment_methods.map((p) => (
              <label key={p.code} className={fields.choice}>
                <input
                  type="radio"
                  value={p.code}
                  {...register('payment_method', { onChange: () => draft.payment(p.code) })}
                />
                <span className={fields.choiceTitle}>{p.title}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Комментарий к заказу</legend>
          <Field
            id="order-comment"
            label="Пожелания по доставке, документам, времени разгрузки"
            error={err.comment?.message}
          >
            <textarea
              id="order-comment"
              className={fields.textarea}
              rows={3}
              {...register('comment')}
            />
          </Field>
        </fieldset>
      </div>

      <OrderAside cart={data.cart}>
        {!data.can_order && data.reason && <p className={fields.notice}>{data.reason}</p>}
        {failure.length > 0 && (
          <ul className={fields.errors} role="alert">
            {failure.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        <Button type="submit" variant="accent" block disabled={!data.can_order || busy}>
          {busy ? 'Отправляем заказ…' : TEXT_PLACE_ORDER}
        </Button>
      </OrderAside>
    </form>
  );
}
