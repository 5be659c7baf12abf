import { z } from '@/lib/api/contract/zod-ru';
import { recipientSchema, paymentMethodSchema } from '@/lib/api/contract/cart';
import { type OrderData, type OrderMakeInput } from '@/lib/api/contract/orders';
import { formatPhone } from '@/lib/format/phone';

/** The order page's form: the contract's rules, plus "address needed" for delivery methods that take one. */
export function orderFormSchema(methods: OrderData['delivery_methods']) {
  return z
    .object({
      name: recipientSchema.shape.name,
      phone: recipientSchema.shape.phone,
      email: recipientSchema.shape.email,
      organization: z.string().trim().max(300, 'Слишком длинное название организации'),
      delivery_method_id: z
        .number({ error: 'Выберите способ доставки' })
        .int()
        .positive('Выберите способ доставки'),
      delivery_address: z.string().trim().max(500, 'Адрес слишком длинный'),
      payment_method: paymentMethodSchema,
      comment: z.string().trim().max(2000, 'Комментарий слишком длинный'),
    })
    .superRefine((v, ctx) => {
      const method = methods.find((m) => m.id === v.delivery_method_id);
      if (method?.needs_address && !v.delivery_address) {
        ctx.addIssue({
          code: 'custom',
          path: ['delivery_address'],
          message: 'Укажите адрес доставки.',
        });
      }
    });
}
export type OrderFormInput = z.input<ReturnType<typeof orderFormSchema>>;
export type OrderForm = z.output<ReturnType<typeof orderFormSchema>>;

/** Start values: what the cart remembers, else the buyer's profile and the first choices. */
export function orderFormDefaults(data: OrderData): OrderFormInput {
  const saved = data.cart.recipient;
  const fallback = data.recipient_default;
  const method =
    data.delivery_methods.find((m) => m.id === data.cart.delivery_method_id) ??
    data.delivery_methods[0];
  return {
    name: saved?.name ?? fallback.name,
    phone: formatPhone(saved?.phone ?? fallback.phone),
    email: saved?.email ?? fallback.email,
    organization: saved?.organization ?? fallback.organization,
    delivery_method_id: method?.id ?? 0,
    delivery_address: data.cart.delivery_address ?? data.addresses[0]?.address ?? '',
    payment_method: data.cart.payment_method ?? data.payment_methods[0]?.code ?? 'invoice',
    comment: '',
  };
}

export function toOrderBody(
  f: OrderForm,
  pointId: number | null,
  methods: OrderData['delivery_methods'],
): OrderMakeInput {
  const needsAddress = methods.find((m) => m.id === f.delivery_method_id)?.needs_address ?? false;
  return {
    trade_point_id: pointId ?? 0,
    recipient: {
      name: f.name,
      phone: f.phone,
      email: f.email,
      organization: f.organization || undefined,
    },
    delivery_method_id: f.delivery_method_id,
    delivery_address: needsAddress ? f.delivery_address : undefined,
    payment_method: f.payment_method,
    comment: f.comment || undefined,
  };
}
