import { z } from './zod-ru';
import { bodyIdSchema, pathIdSchema } from './ids';

/**
 * Issue #14, item 1 «Photos»: a product's photos in the manager console. Files go as
 * multipart/form-data (field `files`, several at once); the type is told by the bytes, not
 * the name. One file stays under the storefront proxy's 10 MB body cut, so the console sends
 * each file in a request of its own and shows its progress.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_FILES = 10;
export const PHOTO_MAX_PER_PRODUCT = 30;
/** The whole multipart request: a few files and the form's boundaries. */
export const PHOTO_MAX_REQUEST_BYTES = 4 * PHOTO_MAX_BYTES + 64 * 1024;
export const PHOTO_ALT_MAX = 300;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const TEXT_PHOTO_WRONG_TYPE = 'можно загрузить только JPEG, PNG, WebP или AVIF';
export const TEXT_PHOTO_TOO_BIG = `файл больше ${PHOTO_MAX_BYTES / 1024 / 1024} МБ`;
export const TEXT_PHOTO_NO_FILES = 'Выберите хотя бы одну фотографию.';
export const TEXT_PHOTO_TOO_MANY = `За один раз можно загрузить не больше ${PHOTO_MAX_FILES} фотографий.`;
export const TEXT_PHOTO_PRODUCT_FULL = `У товара может быть не больше ${PHOTO_MAX_PER_PRODUCT} фотографий.`;
export const TEXT_PHOTO_REQUEST_TOO_BIG = `Запрос больше ${PHOTO_MAX_REQUEST_BYTES >> 20} МБ: загрузите фотографии частями.`;
export const TEXT_PHOTO_FROM_1C =
  'Фотография пришла из 1С: её меняют в 1С, иначе следующий обмен вернёт её обратно.';
export const TEXT_PHOTO_ORDER_STALE =
  'Список фотографий изменился — обновите страницу и расставьте их снова.';

export const consolePhotoParamsSchema = z.object({
  id: pathIdSchema(),
  photo_id: pathIdSchema('Номер фотографии должен быть целым положительным числом'),
});

export const consolePhotoSchema = z.object({
  id: z.number().int(),
  /** The largest stored WebP (or a demo picture); the shop builds its srcset from it. */
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Came with a 1C exchange: 1C owns it, so it is neither deleted nor re-captioned here. */
  from_1c: z.boolean(),
});
export type ConsolePhoto = z.infer<typeof consolePhotoSchema>;

export const consolePhotosSchema = z.object({
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    article: z.string(),
  }),
  /** In the shop's order: the first one is the product's picture in listings and the cart. */
  photos: z.array(consolePhotoSchema),
});
export type ConsolePhotos = z.infer<typeof consolePhotosSchema>;

export const consolePhotoOrderSchema = z.object({
  ids: z
    .array(bodyIdSchema('Номер фотографии должен быть целым положительным числом'))
    .max(PHOTO_MAX_PER_PRODUCT * 4, 'Слишком длинный список фотографий')
    .refine((ids) => new Set(ids).size === ids.length, 'Фотографии в списке повторяются'),
});
export type ConsolePhotoOrder = z.infer<typeof consolePhotoOrderSchema>;

export const consolePhotoAltSchema = z.object({
  alt: z.string().trim().max(PHOTO_ALT_MAX, `Описание — не длиннее ${PHOTO_ALT_MAX} символов`),
});
export type ConsolePhotoAlt = z.infer<typeof consolePhotoAltSchema>;

/** What the upload takes; the server reads the form by hand (the JSON reader takes no files). */
export const consolePhotoUploadSchema = z.object({}).optional();
