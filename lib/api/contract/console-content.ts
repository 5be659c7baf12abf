import { z } from './zod-ru';
import { pageQuerySchema, paginated } from './common';
import { bodyIdSchema } from './ids';
import { singleLine } from './text';
import { FORM_FIELD_KINDS } from './feedback';
import { NAV_TYPES } from './content';
import { TEXT_SLUG_FORMAT } from '../../constants';

/**
 * Issue #14, the console's content: pages, the menu, request forms, the requests inbox.
 * The site settings live in console-content-settings.ts.
 */

export const CONSOLE_PAGE_SIZE = 20;

const optionalLine = (max: number, message: string) =>
  singleLine()
    .trim()
    .max(max, message)
    .transform((v) => v || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const title = (required: string) =>
  singleLine(required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(200, 'Не длиннее 200 символов');

export const pageSlugSchema = z
  .string({ error: TEXT_SLUG_FORMAT })
  .trim()
  .min(1, { error: TEXT_SLUG_FORMAT, abort: true })
  .max(100, 'Адрес не длиннее 100 символов')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, TEXT_SLUG_FORMAT);

/** What a manager sends for a page; `content` is HTML the server sanitises before storing. */
export const pageInputSchema = z.object({
  title: title('Укажите заголовок'),
  slug: pageSlugSchema,
  content: z.string({ error: 'Укажите текст' }).max(200_000, 'Текст слишком длинный'),
  parent_id: bodyIdSchema('Некорректная родительская страница').nullable().default(null),
  seo_title: optionalLine(300, 'SEO-заголовок не длиннее 300 символов'),
  seo_description: optionalLine(1000, 'SEO-описание не длиннее 1000 символов'),
  seo_h1: optionalLine(300, 'H1 не длиннее 300 символов'),
  seo_keywords: optionalLine(1000, 'Ключевые слова не длиннее 1000 символов'),
  og_title: optionalLine(300, 'OG-заголовок не длиннее 300 символов'),
  og_description: optionalLine(1000, 'OG-описание не длиннее 1000 символов'),
  og_image: optionalLine(1000, 'Адрес картинки не длиннее 1000 символов').refine(
    (v) => v === null || /^(https:\/\/|\/)[^\s]*$/.test(v),
    'Картинка: адрес https://… или путь от корня сайта',
  ),
});
export type PageInput = z.input<typeof pageInputSchema>;

export const pageUpdateSchema = pageInputSchema.extend({
  /** The version the manager loaded; a newer one in the database refuses the save (409). */
  version: z.number({ error: 'Нет версии страницы' }).int().min(1).max(2_147_483_647),
});

export const consolePageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  parent_id: z.number().int().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_h1: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  og_title: z.string().nullable(),
  og_description: z.string().nullable(),
  og_image: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type ConsolePage = z.infer<typeof consolePageSchema>;

export const consolePagesQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  search: z.string().trim().max(200, 'Слишком длинный запрос').optional(),
});
export const consolePageItemSchema = consolePageSchema.pick({
  id: true,
  title: true,
  slug: true,
  parent_id: true,
  version: true,
  updated_at: true,
});
export type ConsolePageItem = z.infer<typeof consolePageItemSchema>;
export const consolePagesSchema = paginated(consolePageItemSchema);

export const previewInputSchema = z.object({
  content: z.string({ error: 'Укажите текст' }).max(200_000, 'Текст слишком длинный'),
});
export const previewSchema = z.object({ content: z.string() });

// ── The menu ──
export const navItemInputSchema = z
  .object({
    type: z.enum(NAV_TYPES, { error: 'Выберите тип пункта' }),
    title: title('Укажите название пункта'),
    /** A page's slug for `page`; the address for `direct_link`. */
    slug: singleLine('Укажите адрес').trim().max(1000, 'Адрес не длиннее 1000 символов'),
    target: z.enum(['_self', '_blank']).nullable().default(null),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'page' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.slug))
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Выберите страницу' });
    if (item.type === 'direct_link' && !/^(https?:\/\/[^\s/]+[^\s]*|\/[^\s]*)$/.test(item.slug))
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: 'Ссылка: адрес http(s)://… или путь от корня сайта, например /catalog/',
      });
  });
export type NavItemInput = z.input<typeof navItemInputSchema>;

export const consoleNavItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(NAV_TYPES),
  title: z.string(),
  slug: z.string(),
  target: z.string().nullable(),
  sort: z.number().int(),
});
export type ConsoleNavItem = z.infer<typeof consoleNavItemSchema>;
export const consoleNavSchema = z.array(consoleNavItemSchema);
export const navOrderSchema = z.object({
  ids: z
    .array(bodyIdSchema('Некорректный пункт меню'))
    .min(1, 'Пустой порядок')
    .max(200, 'Слишком много пунктов'),
});

// ── Request forms ──
/**
 * The public form sends name, phone and comment (spec §5, requestSubmissionSchema), so those
 * are the fields a form may declare; name and phone must stay, the comment may go.
 */
export const FORM_FIELD_NAMES = ['name', 'phone', 'comment'] as const;
export const formFieldSchema = z.object({
  name: z.enum(FORM_FIELD_NAMES, { error: 'Поле: name, phone или comment' }),
  label: title('Укажите подпись поля'),
  kind: z.enum(FORM_FIELD_KINDS, { error: 'Тип поля: CharField или EmailField' }),
  required: z.boolean({ error: 'Укажите, обязательно ли поле' }),
});
export const formInputSchema = z
  .object({
    title: title('Укажите заголовок формы'),
    fields: z.array(formFieldSchema).max(FORM_FIELD_NAMES.length, 'Слишком много полей'),
  })
  .superRefine((form, ctx) => {
    const names = form.fields.map((f) => f.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Поля не должны повторяться' });
    for (const must of ['name', 'phone'] as const) {
      const field = form.fields.find((f) => f.name === must);
      if (!field)
        ctx.addIssue({ code: 'custom', path: ['fields'], message: `Поле ${must} обязательно` });
      else if (!field.required)
        ctx.addIssue({
          code: 'custom',
          path: ['fields'],
          message: `Поле ${must} должно быть обязательным`,
        });
    }
    if (form.fields.find((f) => f.name === 'phone')?.kind === 'EmailField')
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Телефон не может быть e-mail' });
  });
export type FormInput = z.input<typeof formInputSchema>;
export const consoleFormSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  fields: z.array(formFieldSchema.extend({ name: z.string(), label: z.string() })),
});
export const consoleFormsSchema = z.array(consoleFormSchema);
export type ConsoleForm = z.infer<typeof consoleFormSchema>;

// ── Requests inbox ──
export const REQUEST_STATUSES = ['new', 'in_work', 'done'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES, { error: 'Неизвестный статус' });
export const consoleRequestsQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  status: requestStatusSchema.optional(),
});
export const consoleRequestSchema = z.object({
  id: z.number().int(),
  form_title: z.string(),
  name: z.string(),
  phone: z.string(),
  comment: z.string(),
  created_at: z.string(),
  status: requestStatusSchema,
  manager_comment: z.string(),
});
export type ConsoleRequest = z.infer<typeof consoleRequestSchema>;
export const consoleRequestsSchema = paginated(consoleRequestSchema);
export const requestUpdateSchema = z.object({
  status: requestStatusSchema,
  manager_comment: z.string().trim().max(2000, 'Комментарий не длиннее 2000 символов').default(''),
});
export type RequestUpdate = z.input<typeof requestUpdateSchema>;
