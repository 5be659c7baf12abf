import { z } from './zod-ru';

/** Issue #14: an uploaded price list may be this large; a bigger one is refused whole. */
export const PRICE_LIST_MAX_BYTES = 10 * 1024 * 1024;
export const PRICE_LIST_MAX_MB = PRICE_LIST_MAX_BYTES / 1024 / 1024;

export const TEXT_PRICE_LIST_NO_FILE = 'Выберите файл прайс-листа.';
export const TEXT_PRICE_LIST_WRONG_TYPE =
  'Загрузите файл PDF или XLSX: другие форматы не принимаются.';
export const TEXT_PRICE_LIST_TOO_BIG = `Файл больше ${PRICE_LIST_MAX_MB} МБ: уменьшите его или разделите на части.`;
export const TEXT_PRICE_LIST_GENERATED_DELETE =
  'Этот прайс-лист сайт строит сам по типу цен: его нельзя удалить.';

const titleSchema = z
  .string({ error: 'Введите название' })
  .trim()
  .min(1, 'Введите название')
  .max(200, 'Название не длиннее 200 символов');

/** One document of the «Скачать каталог» modal as the console lists it. */
export const consolePriceListSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  /** 'PDF' | 'XLSX' (older seeded files: 'CSV', 'XLS'). */
  type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  sort: z.number().int(),
  /** Set on the list the shop builds for a price type; null on an uploaded file. */
  price_type_id: z.number().int().nullable(),
  price_type_name: z.string().nullable(),
  updated_at: z.string(),
  /** The public download address. */
  file: z.string(),
});
export type ConsolePriceList = z.infer<typeof consolePriceListSchema>;

export const consolePriceListsSchema = z.object({ results: z.array(consolePriceListSchema) });

/** The upload form's fields besides the file (multipart/form-data). */
export const priceListUploadSchema = z.object({ title: titleSchema.optional() });

export const priceListRenameSchema = z.object({ title: titleSchema });

export const priceListOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Передайте порядок документов' })
    .min(1, 'Передайте порядок документов')
    .max(500),
});
