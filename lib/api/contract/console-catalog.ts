import { z } from './zod-ru';
import { paginated } from './common';
import { bodyIdSchema, queryIdSchema } from './ids';

/** Issue #14: the catalogue in the manager console (categories and products). */

export const CONSOLE_PRODUCTS_PAGE_SIZE = 20;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: не длиннее ${max} символов`);
/** Optional text: an empty field is stored as null. */
const optionalText = (max: number, label: string) => text(max, label).nullable().optional();

const versionSchema = z
  .number({ error: 'Не указана версия — обновите страницу' })
  .int('Некорректная версия')
  .min(1, 'Некорректная версия')
  .max(2_147_483_647, 'Некорректная версия');

const slugSchema = z
  .string()
  .trim()
  .max(80, 'Адрес: не длиннее 80 символов')
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Адрес: только латинские буквы, цифры и дефисы');

export const seoShape = {
  seo_title: optionalText(300, 'SEO-заголовок'),
  seo_description: optionalText(1000, 'SEO-описание'),
  seo_h1: optionalText(300, 'Заголовок H1'),
  seo_keywords: optionalText(1000, 'Ключевые слова'),
  og_title: optionalText(300, 'OG-заголовок'),
  og_description: optionalText(1000, 'OG-описание'),
  og_image: optionalText(500, 'OG-картинка'),
};
const seoOut = {
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_h1: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  og_title: z.string().nullable(),
  og_description: z.string().nullable(),
  og_image: z.string().nullable(),
};

// ── Categories ─────────────────────────────────────────────────────────────────────────
export const consoleCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  sort: z.number().int(),
  is_hidden: z.boolean(),
  /** Set for a group 1C sent. */
  external_id: z.string().nullable(),
  version: z.number().int(),
  /** Products directly in this category. */
  product_count: z.number().int(),
  ...seoOut,
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export const consoleCategoriesSchema = z.object({ results: z.array(consoleCategorySchema) });

const categoryFields = {
  title: text(200, 'Название').min(1, 'Укажите название'),
  /** Empty: made from the title. */
  slug: slugSchema.optional(),
  parent_id: bodyIdSchema('Выберите родительскую категорию').nullable().optional(),
  description: optionalText(5000, 'Описание'),
  image: optionalText(500, 'Картинка'),
  is_hidden: z.boolean().optional(),
  ...seoShape,
};
export const categoryCreateSchema = z.object(categoryFields);
export type CategoryCreate = z.input<typeof categoryCreateSchema>;
export const categoryUpdateSchema = z.object({ ...categoryFields, version: versionSchema });
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const categoryReorderSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Укажите направление: up или down' }),
  version: versionSchema,
});

export const categoryDeleteQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Не указана версия — обновите страницу' })
    .int('Некорректная версия')
    .min(1, 'Некорректная версия')
    .max(2_147_483_647, 'Некорректная версия'),
  /** Where the category's products go; required when it has any. */
  move_products_to: queryIdSchema('Выберите категорию для товаров').optional(),
});

// ── Products ───────────────────────────────────────────────────────────────────────────
export const consoleProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Номер страницы должен быть не меньше 1').default(1),
  /** Name or article. */
  query: z.string().trim().max(200, 'Слишком длинный запрос').optional(),
  category_id: queryIdSchema('Некорректная категория').optional(),
  visibility: z.enum(['active', 'hidden'], { error: 'Видимость: active или hidden' }).optional(),
  source: z.enum(['shop', '1c'], { error: 'Источник: shop или 1c' }).optional(),
});

const moneyText = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Цена: число с точкой, не больше двух знаков после неё');
const moneyOut = z.string().nullable();

export const consoleProductSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  article: z.string(),
  slug: z.string(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  price: moneyOut,
  stock: z.number().int(),
  is_active: z.boolean(),
  source: z.enum(['shop', '1c']),
  version: z.number().int(),
});
export type ConsoleProductSummary = z.infer<typeof consoleProductSummarySchema>;
export const consoleProductsSchema = paginated(consoleProductSummarySchema);

const attributeSchema = z.object({
  name: text(200, 'Название характеристики').min(1, 'Укажите название характеристики'),
  value: text(500, 'Значение характеристики').min(1, 'Укажите значение характеристики'),
});

export const consoleProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  article: z.string(),
  barcode: z.string().nullable(),
  brand: z.string().nullable(),
  vat_rate: z.string().nullable(),
  category_id: z.number().int(),
  unit: z.string(),
  pack_qty: z.number().int(),
  min_qty: z.number().int(),
  description: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  is_active: z.boolean(),
  source: z.enum(['shop', '1c']),
  version: z.number().int(),
  /** The base price type's price, shown to guests; null: «цена по запросу». */
  price: moneyOut,
  stock: z.number().int(),
  /** Every price type but the base one, with this product's price in it. */
  prices: z.array(z.object({ price_type_id: z.number().int(), name: z.string(), price: moneyOut })),
  base_price_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stocks: z.array(
    z.object({ warehouse_id: z.number().int(), name: z.string(), quantity: z.number() }),
  ),
  /** Fields 1C writes on this product: read-only here (empty for the shop's own goods). */
  exchange_owned: z.array(z.string()),
  ...seoOut,
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

const qtySchema = (label: string) =>
  z
    .number({ error: `${label}: укажите целое число` })
    .int(`${label}: укажите целое число`)
    .min(1, `${label}: не меньше 1`)
    .max(1_000_000, `${label}: не больше 1 000 000`);

const productFields = {
  title: text(300, 'Название').min(1, 'Укажите название'),
  article: text(100, 'Артикул').min(1, 'Укажите артикул'),
  unit: text(20, 'Единица').min(1, 'Укажите единицу измерения'),
  category_id: bodyIdSchema('Выберите категорию', { required: 'Выберите категорию' }),
  price: moneyText.nullable(),
};
export const productCreateSchema = z.object(productFields);
export type ProductCreate = z.input<typeof productCreateSchema>;

/** Every field but the version is optional: a save sends what the form may change. */
export const productUpdateSchema = z.object({
  version: versionSchema,
  ...(Object.fromEntries(Object.entries(productFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
  }),
  barcode: optionalText(50, 'Штрихкод'),
  brand: optionalText(200, 'Бренд'),
  description: z.string().max(100_000, 'Описание: не длиннее 100 000 символов').optional(),
  attributes: z.array(attributeSchema).max(100, 'Не больше 100 характеристик').optional(),
  pack_qty: qtySchema('Кратность').optional(),
  min_qty: qtySchema('Минимальный заказ').optional(),
  is_active: z.boolean().optional(),
  prices: z
    .array(
      z.object({
        price_type_id: bodyIdSchema('Некорректный тип цен'),
        price: moneyText.nullable(),
      }),
    )
    .max(100)
    .optional(),
  stocks: z
    .array(
      z.object({
        warehouse_id: bodyIdSchema('Некорректный склад'),
        quantity: z
          .number({ error: 'Остаток: укажите число' })
          .min(0, 'Остаток не может быть отрицательным')
          .max(1_000_000_000, 'Остаток слишком большой'),
      }),
    )
    .max(100)
    .optional(),
  /** Only for a shop without warehouses: the whole stock in one figure. */
  stock: z
    .number({ error: 'Остаток: укажите целое число' })
    .int('Остаток: укажите целое число')
    .min(0, 'Остаток не может быть отрицательным')
    .max(1_000_000_000, 'Остаток слишком большой')
    .optional(),
  ...seoShape,
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;
