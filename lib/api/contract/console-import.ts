import { z } from './zod-ru';

/** Issue #14, item 6: a spreadsheet of goods for a shop without 1C. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_PREVIEW_ROWS = 10;

/** The product fields a column may fill, in the order the mapping form shows them. */
export const IMPORT_FIELDS = [
  'article',
  'title',
  'price',
  'stock',
  'unit',
  'category',
  'description',
  'brand',
  'barcode',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_TITLES: Record<ImportField, string> = {
  article: 'Артикул',
  title: 'Наименование',
  price: 'Цена (базовый тип цен)',
  stock: 'Остаток',
  unit: 'Ед. изм.',
  category: 'Категория',
  description: 'Описание',
  brand: 'Производитель',
  barcode: 'Штрихкод',
};

export const TEXT_IMPORT_NO_FILE = 'Выберите файл XLSX или CSV.';
export const TEXT_IMPORT_NOT_SHEET =
  'Это не таблица: загрузите XLSX или CSV (UTF-8 или Windows-1251) со строкой заголовков.';
export const TEXT_IMPORT_TOO_BIG = `Файл больше ${IMPORT_MAX_BYTES / 1024 / 1024} МБ.`;
export const TEXT_IMPORT_TOO_MANY = `В файле больше ${IMPORT_MAX_ROWS.toLocaleString('ru-RU')} строк: разделите его на части.`;
export const TEXT_IMPORT_NEED_KEYS =
  'Укажите столбцы с артикулом и наименованием: без них товары не сопоставить.';
export const TEXT_IMPORT_UPLOAD_GONE = 'Загруженный файл больше не хранится: загрузите его снова.';

const columnSchema = z
  .number({ error: 'Номер столбца — целое число' })
  .int('Номер столбца — целое число')
  .min(0, 'Номер столбца — целое число от 0')
  .max(499, 'Номер столбца не больше 499')
  .nullable();

/** Field → the column (0-based) it is read from; null: not imported. */
export const importMappingSchema = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((f) => [f, columnSchema.default(null)])) as Record<
    ImportField,
    z.ZodDefault<typeof columnSchema>
  >,
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importPreviewSchema = z.object({
  upload_id: z.string(),
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  headers: z.array(z.string()),
  /** The first rows under the header, cells as text. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  total_rows: z.number().int().nonnegative(),
  mapping: importMappingSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importUploadSchema = z.object({});

export const importRunSchema = z.object({
  upload_id: z
    .string({ error: TEXT_IMPORT_UPLOAD_GONE })
    .regex(/^[0-9a-f-]{36}$/, TEXT_IMPORT_UPLOAD_GONE),
  mapping: importMappingSchema,
  /** Where goods go whose row names no category (made when absent). */
  default_category: z
    .string()
    .trim()
    .max(200, 'Название категории не длиннее 200 символов')
    .optional(),
});
export type ImportRun = z.input<typeof importRunSchema>;

export const IMPORT_STATES = ['running', 'success', 'failure'] as const;

export const importStatusSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  state: z.enum(IMPORT_STATES),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  categories_created: z.number().int().nonnegative(),
  /** Rows not imported, by the sheet's row number, with the reason. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  user_email: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importListSchema = z.object({ results: z.array(importStatusSchema) });
