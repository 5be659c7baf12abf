import { z } from './zod-ru';
import { checkUnp, TEXT_UNP_CHECKSUM, TEXT_UNP_FORMAT } from './company-numbers';
import { hasBadCharacters } from './text';
import { ADMIN_ONLY_CONFIG_KEYS, SITE_CONFIG_KEYS, type SiteConfigKey } from '../../constants';

/**
 * Issue #14: every site configuration key of spec §3, with what it holds. The kind decides the
 * check; an empty value means «not shown» except where a key is required.
 */
export type ConfigKind =
  | 'text'
  | 'multiline'
  | 'link'
  | 'url'
  | 'messenger'
  | 'phone'
  | 'email'
  | 'coordinates'
  | 'money'
  | 'vat'
  | 'unp'
  | 'iban'
  | 'bic'
  | 'days'
  | 'markup'
  | 'goals';

export interface ConfigMeta {
  label: string;
  kind: ConfigKind;
  group: 'site' | 'contacts' | 'social' | 'orders' | 'seller' | 'counters';
  required?: boolean;
  hint?: string;
}

export const CONFIG_GROUP_TITLES = {
  site: 'Сайт и SEO',
  contacts: 'Контакты',
  social: 'Соцсети и мессенджеры',
  orders: 'Заказы',
  seller: 'Реквизиты продавца (для счёта)',
  counters: 'Счётчики и метатеги (только администратор)',
} as const;

export const SITE_CONFIG_META: Record<SiteConfigKey, ConfigMeta> = {
  SITE_NAME: { label: 'Название сайта', kind: 'text', group: 'site', required: true },
  SITE_DESCRIPTION: { label: 'Описание сайта', kind: 'multiline', group: 'site' },
  SITE_KEYWORDS: { label: 'Ключевые слова', kind: 'multiline', group: 'site' },
  SITE_IMAGE: { label: 'Картинка для соцсетей (OG)', kind: 'link', group: 'site' },
  POLICY_LINK: { label: 'Ссылка на политику конфиденциальности', kind: 'link', group: 'site' },
  AGREEMENT_LINK: { label: 'Ссылка на пользовательское соглашение', kind: 'link', group: 'site' },
  HEADER_PHONE: { label: 'Телефон в шапке', kind: 'phone', group: 'contacts' },
  HEADER_EMAIL: { label: 'E-mail в шапке', kind: 'email', group: 'contacts' },
  FOOTER_PHONE: { label: 'Телефон в подвале', kind: 'phone', group: 'contacts' },
  FOOTER_EMAIL: { label: 'E-mail в подвале', kind: 'email', group: 'contacts' },
  ADDRESS_TEXT: { label: 'Адрес офиса', kind: 'text', group: 'contacts' },
  ADDRESS_LINK: { label: 'Ссылка на карту', kind: 'url', group: 'contacts' },
  OFFICE_COORDINATES: {
    label: 'Координаты офиса',
    kind: 'coordinates',
    group: 'contacts',
    hint: 'Широта, долгота: 53.918512, 27.512034',
  },
  VK: { label: 'ВКонтакте', kind: 'url', group: 'social' },
  TELEGRAM: { label: 'Telegram', kind: 'url', group: 'social' },
  WHATSAPP: { label: 'WhatsApp', kind: 'url', group: 'social' },
  VIBER: { label: 'Viber', kind: 'messenger', group: 'social' },
  INSTAGRAM: { label: 'Instagram', kind: 'url', group: 'social' },
  TIKTOK: { label: 'TikTok', kind: 'url', group: 'social' },
  MIN_ORDER_AMOUNT: {
    label: 'Минимальная сумма заказа, BYN',
    kind: 'money',
    group: 'orders',
    hint: 'Пусто или 0 — без минимума',
  },
  VAT_DISPLAY_DEFAULT: { label: 'Цены по умолчанию', kind: 'vat', group: 'orders' },
  INVOICE_PAYMENT_DAYS: {
    label: 'Срок оплаты счёта, банковских дней',
    kind: 'days',
    group: 'orders',
  },
  SELLER_NAME: { label: 'Наименование продавца', kind: 'text', group: 'seller' },
  SELLER_UNP: { label: 'УНП', kind: 'unp', group: 'seller' },
  SELLER_ADDRESS: { label: 'Юридический адрес', kind: 'text', group: 'seller' },
  SELLER_IBAN: { label: 'Расчётный счёт (IBAN)', kind: 'iban', group: 'seller' },
  SELLER_BANK: { label: 'Банк', kind: 'text', group: 'seller' },
  SELLER_BIC: { label: 'БИК (BIC)', kind: 'bic', group: 'seller' },
  COUNTERS_HEAD: { label: 'Код счётчиков в <head>', kind: 'markup', group: 'counters' },
  COUNTERS_BODY_START: { label: 'Код в начале <body>', kind: 'markup', group: 'counters' },
  META_TAGS: { label: 'Метатеги', kind: 'markup', group: 'counters' },
  GOALS: {
    label: 'Цели аналитики (JSON)',
    kind: 'goals',
    group: 'counters',
    hint: '{"request_form": "lead_request"}',
  },
};

const adminOnly: readonly string[] = ADMIN_ONLY_CONFIG_KEYS;
export const isAdminOnlyConfig = (key: string): boolean => adminOnly.includes(key);

const oneLine = (v: string) => !/[\r\n\t]/.test(v);
const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Each kind's check: null when the (trimmed, non-empty) value is good, else the message. */
const CHECKS: Record<ConfigKind, (v: string) => string | null> = {
  text: (v) => (oneLine(v) && v.length <= 500 ? null : 'Одна строка, не длиннее 500 символов'),
  multiline: (v) => (v.length <= 2000 ? null : 'Не длиннее 2000 символов'),
  link: (v) =>
    URL_RE.test(v) || /^\/[^\s]*$/.test(v) ? null : 'Адрес https://… или путь от корня: /policy/',
  url: (v) => (URL_RE.test(v) ? null : 'Ссылка должна начинаться с https:// или http://'),
  messenger: (v) =>
    URL_RE.test(v) || /^viber:\/\/[^\s]+$/.test(v) ? null : 'Ссылка https://… или viber://…',
  phone: (v) =>
    /^\+375\d{9}$/.test(v.replace(/[\s()-]/g, '')) && /^[+\d\s()-]+$/.test(v)
      ? null
      : 'Телефон в формате +375 (29) 123-45-67',
  email: (v) => (z.email().safeParse(v).success ? null : 'Некорректный e-mail'),
  coordinates: (v) => {
    const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(v);
    if (!m) return 'Координаты через запятую: 53.918512, 27.512034';
    const [lat, lng] = [Number(m[1]), Number(m[2])];
    if (Math.abs(lat) > 90) return 'Широта должна быть от −90 до 90';
    if (Math.abs(lng) > 180) return 'Долгота должна быть от −180 до 180';
    return null;
  },
  money: (v) =>
    /^\d{1,9}(\.\d{1,2})?$/.test(v) ? null : 'Сумма числом, до двух знаков после точки: 100.00',
  vat: (v) => (v === 'with' || v === 'without' ? null : 'Выберите: с НДС или без НДС'),
  unp: (v) => {
    const check = checkUnp(v);
    return check === 'ok' ? null : check === 'format' ? TEXT_UNP_FORMAT : TEXT_UNP_CHECKSUM;
  },
  iban: (v) =>
    /^BY\d{2}[A-Z0-9]{4}\d{4}[A-Z0-9]{16}$/.test(v.replace(/\s/g, ''))
      ? null
      : 'IBAN: BY, 2 цифры и 24 знака, например BY15 ALFA 3012 2365 4300 1027 0000',
  bic: (v) =>
    /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(v) ? null : 'BIC: 8 или 11 латинских букв и цифр',
  days: (v) =>
    /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365 ? null : 'Число дней от 1 до 365',
  markup: (v) => (v.length <= 20_000 ? null : 'Не длиннее 20 000 символов'),
  goals: (v) => {
    try {
      const parsed: unknown = JSON.parse(v);
      const ok =
        parsed !== null &&
        typeof parsed === 'object' &&
        !Array.isArray(parsed) &&
        Object.values(parsed).every((x) => typeof x === 'string');
      return ok ? null : 'JSON-объект: {"событие": "цель"}';
    } catch {
      return 'Некорректный JSON';
    }
  },
};

/** The message for a bad value of `key`, or null; an empty value is fine unless required. */
export function checkConfigValue(key: SiteConfigKey, raw: string): string | null {
  const value = raw.trim();
  if (hasBadCharacters(raw)) return 'Текст содержит недопустимые символы.';
  const meta = SITE_CONFIG_META[key];
  if (!value) return meta.required ? 'Заполните поле' : null;
  return CHECKS[meta.kind](value);
}

const configKey = z.enum(SITE_CONFIG_KEYS, { error: 'Неизвестная настройка' });

/** A save of several keys at once: `{values: {FOOTER_PHONE: "+375 …"}}`. */
export const settingsUpdateSchema = z.object({
  values: z
    .record(z.string(), z.string({ error: 'Значение должно быть строкой' }).max(20_000))
    .superRefine((values, ctx) => {
      for (const [key, value] of Object.entries(values)) {
        const parsed = configKey.safeParse(key);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'Неизвестная настройка' });
          continue;
        }
        // The admin's keys are checked on the server after the role, so a manager hears 403
        // about them whatever the value, not which values would pass.
        if (isAdminOnlyConfig(key)) continue;
        const message = checkConfigValue(parsed.data, value);
        if (message) ctx.addIssue({ code: 'custom', path: [key], message });
      }
    })
    .refine((values) => Object.keys(values).length > 0, 'Нет изменений'),
});
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

export const consoleSettingSchema = z.object({
  name: configKey,
  value: z.string(),
  label: z.string(),
  kind: z.string(),
  group: z.string(),
  required: z.boolean(),
  hint: z.string().nullable(),
});
export type ConsoleSetting = z.infer<typeof consoleSettingSchema>;
export const consoleSettingsSchema = z.array(consoleSettingSchema);
export const settingParamsSchema = z.object({ name: configKey });
