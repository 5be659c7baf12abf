import type { SiteConfigKey } from '@/lib/constants';
import type { deliveryMethods } from '@/server/db/schema/buying';
import type { navigationItems, requestForms } from '@/server/db/schema/content';
import { COMPANY, OG_IMAGE } from './pages-company';
import { AGREEMENT_SLUG, POLICY_SLUG } from './pages-legal';

const TELEGRAM = 'https://t.me/td_vitrina';
const OFFICE_QUERY = 'Минск, улица Тимирязева, 65Б';

/** Every key the storefront reads; the footer, menu and head all show something real. */
export const SITE_CONFIG: Readonly<Record<SiteConfigKey, string>> = {
  POLICY_LINK: `/${POLICY_SLUG}/`,
  AGREEMENT_LINK: `/${AGREEMENT_SLUG}/`,
  SITE_NAME: 'Витрина — оптовые поставки строительных материалов',
  SITE_DESCRIPTION:
    'Строительные и отделочные материалы оптом и в розницу в Минске: кирпич, блоки, сухие смеси, кровля, утеплители, плитка, инструмент и крепёж. Доставка по всей Беларуси.',
  SITE_KEYWORDS:
    'строительные материалы оптом, стройматериалы Минск, кирпич, цемент, сухие смеси, кровля, утеплитель, плитка, доставка по Беларуси',
  SITE_IMAGE: OG_IMAGE,
  COUNTERS_HEAD: '<!-- счётчик посещаемости: код системы аналитики подключается здесь -->',
  COUNTERS_BODY_START: '<!-- счётчик посещаемости: noscript-часть кода аналитики -->',
  META_TAGS: '<meta name="format-detection" content="telephone=no">',
  GOALS: JSON.stringify({
    request_form: 'lead_request',
    callback: 'lead_callback',
    registration: 'lead_registration',
    order: 'purchase',
  }),
  ADDRESS_TEXT: COMPANY.address,
  ADDRESS_LINK: `https://yandex.by/maps/?text=${encodeURIComponent(OFFICE_QUERY)}`,
  OFFICE_COORDINATES: '53.918512, 27.512034',
  VK: 'https://vk.com/td_vitrina',
  TELEGRAM,
  WHATSAPP: 'https://wa.me/375293881234',
  VIBER: 'viber://chat?number=%2B375293881234',
  INSTAGRAM: 'https://www.instagram.com/td_vitrina/',
  TIKTOK: 'https://www.tiktok.com/@td_vitrina',
  FOOTER_PHONE: COMPANY.phone,
  FOOTER_EMAIL: COMPANY.email,
  HEADER_PHONE: COMPANY.mobile,
  HEADER_EMAIL: COMPANY.salesEmail,
  MIN_ORDER_AMOUNT: '100.00',
  VAT_DISPLAY_DEFAULT: 'with',
  SELLER_NAME: COMPANY.name,
  SELLER_UNP: COMPANY.unp,
  SELLER_ADDRESS: COMPANY.postAddress,
  SELLER_IBAN: 'BY15 ALFA 3012 2365 4300 1027 0000',
  SELLER_BANK: 'ЗАО «Альфа-Банк», г. Минск, ул. Сурганова, 43-47',
  SELLER_BIC: 'ALFABY2X',
  INVOICE_PAYMENT_DAYS: '3',
};

export const NAVIGATION: readonly (typeof navigationItems.$inferInsert)[] = [
  { type: 'page', title: 'О компании', slug: 'o-kompanii', target: null, sort: 1 },
  {
    type: 'page',
    title: 'Оптовым покупателям',
    slug: 'optovym-pokupatelyam',
    target: null,
    sort: 2,
  },
  { type: 'page', title: 'Доставка', slug: 'dostavka', target: null, sort: 3 },
  { type: 'page', title: 'Оплата', slug: 'oplata', target: null, sort: 4 },
  { type: 'page', title: 'Контакты', slug: 'kontakty', target: null, sort: 5 },
  { type: 'direct_link', title: 'Наш Telegram-канал', slug: TELEGRAM, target: '_blank', sort: 6 },
];

type FormField = (typeof requestForms.$inferInsert)['fields'][number];

const contactFields = (commentLabel: string): FormField[] => [
  { name: 'name', label: 'Ваше имя', kind: 'CharField', required: true },
  { name: 'phone', label: 'Телефон', kind: 'CharField', required: true },
  { name: 'comment', label: commentLabel, kind: 'CharField', required: false },
];

export const REQUEST_FORMS: readonly (typeof requestForms.$inferInsert)[] = [
  {
    key: 'sidebar_form',
    title: 'Оставьте заявку — перезвоним в течение 15 минут',
    fields: contactFields('Комментарий'),
  },
  {
    key: 'callback',
    title: 'Заказать обратный звонок',
    fields: contactFields('Удобное время для звонка'),
  },
];

export const DELIVERY_METHODS: readonly (typeof deliveryMethods.$inferInsert)[] = [
  {
    code: 'pickup',
    title: 'Самовывоз со склада в Минске',
    description: `${COMPANY.warehouse}. Пн–Пт 8:00–19:00, Сб 9:00–15:00. Погрузка в ваш транспорт бесплатно.`,
    price: '0.00',
    needsAddress: 0,
    sort: 1,
  },
  {
    code: 'minsk',
    title: 'Доставка по Минску',
    description:
      'На следующий рабочий день после оплаты, автомобилем до 1,5 т. При заказе от 3 000 руб. — бесплатно в пределах МКАД.',
    price: '45.00',
    needsAddress: 1,
    sort: 2,
  },
  {
    code: 'belarus',
    title: 'Доставка по Беларуси',
    description:
      'Транспортной компанией в областные и районные центры за 2–4 рабочих дня. Точную стоимость менеджер сообщит при подтверждении заказа.',
    price: '120.00',
    needsAddress: 1,
    sort: 3,
  },
];
