import {
  productUpdateSchema,
  type ConsoleProduct,
  type ProductUpdate,
} from '@/lib/api/contract/console-catalog';
import { z } from '@/lib/api/contract/zod-ru';

const priceText = z
  .string()
  .trim()
  .regex(/^(\d{1,10}([.,]\d{1,2})?)?$/, 'Цена: число, не больше двух знаков после запятой');

/** The contract's update schema as the form holds it: prices as text, every row listed. */
export const productFormSchema = productUpdateSchema
  .omit({ version: true, price: true, prices: true, stocks: true, stock: true })
  .extend({
    price: priceText,
    prices: z.array(z.object({ price_type_id: z.number(), name: z.string(), price: priceText })),
    stocks: z.array(
      z.object({
        warehouse_id: z.number(),
        name: z.string(),
        quantity: z
          .number({ error: 'Остаток: укажите число' })
          .min(0, 'Остаток не может быть отрицательным'),
      }),
    ),
    stock: z
      .number({ error: 'Остаток: укажите целое число' })
      .int('Остаток: укажите целое число')
      .min(0, 'Остаток не может быть отрицательным'),
  });
export type ProductForm = z.input<typeof productFormSchema>;

export function productDefaults(p: ConsoleProduct): ProductForm {
  return {
    title: p.title,
    article: p.article,
    unit: p.unit,
    category_id: p.category_id,
    barcode: p.barcode ?? '',
    brand: p.brand ?? '',
    description: p.description,
    attributes: p.attributes,
    pack_qty: p.pack_qty,
    min_qty: p.min_qty,
    is_active: p.is_active,
    price: p.price ?? '',
    prices: p.prices.map((x) => ({ ...x, price: x.price ?? '' })),
    stocks: p.stocks,
    stock: p.stock,
    seo_title: p.seo_title ?? '',
    seo_description: p.seo_description ?? '',
    seo_h1: p.seo_h1 ?? '',
    seo_keywords: p.seo_keywords ?? '',
    og_title: p.og_title ?? '',
    og_description: p.og_description ?? '',
    og_image: p.og_image ?? '',
  };
}

const money = (v: string) => (v.trim() ? v.trim().replace(',', '.') : null);

/** What a save sends: the loaded version, and none of the fields 1C owns on a 1C product. */
export function toProductPatch(v: ProductForm, p: ConsoleProduct): ProductUpdate {
  const all: ProductUpdate = {
    ...v,
    version: p.version,
    price: money(v.price),
    prices: v.prices.map((x) => ({ price_type_id: x.price_type_id, price: money(x.price) })),
    stocks: p.stocks.length
      ? v.stocks.map((s) => ({ warehouse_id: s.warehouse_id, quantity: s.quantity }))
      : undefined,
    stock: p.stocks.length ? undefined : v.stock,
  };
  const owned = new Set(p.exchange_owned);
  return Object.fromEntries(
    Object.entries(all).filter(([k, value]) => value !== undefined && !owned.has(k)),
  ) as ProductUpdate;
}
