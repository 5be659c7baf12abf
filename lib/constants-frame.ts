/**
 * The texts, timings and browser keys that the page frame and the public pages' client islands
 * use (issue #15): client code imports these alone, so the first-load JS does not carry every
 * text of lib/constants.ts. Named once, here; section numbers point at the spec.
 */

// §9 timings (ms unless named otherwise)
export const SEARCH_DEBOUNCE_MS = 500;
export const SCROLL_RESTORE_DELAY_MS = 500;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const SIDE_MENU_NOTICE_MS = 5000;
export const COORDINATES_COPIED_MS = 1200;
export const COOKIE_CONSENT_DAYS = 365;
export const SCROLL_TOP_THRESHOLD_PX = 100;

// §2.2 error pages
export const TEXT_500_TITLE = 'Ошибка сервера';
export const TEXT_500_BODY =
  'Мы уже исправляем проблему. Попробуйте обновить страницу через некоторое время.';
export const TEXT_TO_HOME = 'На главную';
export const TEXT_RELOAD_PAGE = 'Обновить страницу';

// §2.5 search
export const TEXT_SEARCH_PLACEHOLDER = 'Поиск по сайту';

// §2.7 footer
export const TEXT_COPIED = 'Скопировано';

// §2.9 modals
export const TEXT_SIGN_IN = 'Войти';
export const TEXT_CHOOSE_CART = 'Выберите корзину';
export const TEXT_DOWNLOAD_CATALOGUE = 'Скачать каталог';

// §3 cart strip
export const CURRENCY_SIGN = '₽';

// Issue #13: prices with and without VAT (volume breaks: lib/constants-screens.ts)
/** Where the buyer's «с НДС» / «без НДС» choice lives in the browser. */
export const STORAGE_KEY_VAT_MODE = 'vitrina:vat-mode';
export const TEXT_VAT_SWITCH = 'Показывать цены';
export const TEXT_WITH_VAT = 'с НДС';
export const TEXT_WITHOUT_VAT = 'без НДС';
/** The buyer's own price type, shown under a personal price. */
export const TEXT_YOUR_PRICE = 'Ваша цена';

// ── Issue #5: page frame and modals ──────────────────────────────────────────────────────
// Texts the spec names (§2.4, §2.6) and the wording the spec leaves to us.
export const TEXT_CATALOGUE = 'Каталог';
export const TEXT_WHERE_TO_BUY = 'Где купить';
export const WHERE_TO_BUY_PATH = '/gde-kupit/';
export const TEXT_LEAVE_REQUEST = 'Оставить заявку';
export const TEXT_COLLAPSE_MENU = 'Свернуть меню';
export const TEXT_OPEN_MENU = 'Открыть меню';
export const TEXT_SIDE_MENU = 'Меню сайта';
export const TEXT_SCROLL_TOP = 'Наверх';
export const TEXT_TO_HOME_LOGO = 'на главную';
export const BRAND_NAME = 'Витрина';
export const BRAND_TAGLINE = 'оптовые поставки';

// §2.7 footer
export const TEXT_OFFICE_COORDINATES = 'Координаты офиса';
export const TEXT_COPY_COORDINATES = 'Скопировать координаты';

// §2.8 / §4 cookie banner: the cookie whose presence hides the banner.
export const COOKIE_CONSENT_NAME = 'cookie_consent';

// §4 navigation: when the last chunk-failure reload happened (ms since epoch).
export const CHUNK_RELOAD_STORAGE_KEY = 'vitrina:chunk-reload-at';
/** Whether the wide-screen side menu was collapsed ('1'), kept across visits. */
export const MENU_COLLAPSED_STORAGE_KEY = 'vitrina:menu-collapsed';
/** Scroll positions kept per history entry for the restore after back/forward. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'vitrina:scroll-positions';

// The side menu's close button (§2.6); the modals' too.
export const TEXT_CLOSE = 'Закрыть';

// Issue #6 — buying. The spec leaves order statuses, payment methods and page texts to us.
export const TEXT_ADD_TO_CART = 'В корзину';
export const TEXT_IN_CART = 'В корзине';
export const TEXT_OUT_OF_STOCK = 'Нет в наличии';
export const TEXT_CART = 'Корзина';
/** Issue #13: the quick-order page, linked from the header, the side menu and the cart. */
export const TEXT_QUICK_ORDER = 'Быстрый заказ';
export const QUICK_ORDER_PATH = '/quick-order/';
export const TEXT_FAVOURITES = 'Избранное';

// ── Issue #7: search box and results page ─────────────────────────────────────────────────
export const TEXT_SEARCH_SUBMIT = 'Найти';
export const TEXT_SEARCH_CLEAR = 'Очистить поиск';
export const TEXT_SEARCH_LOADING = 'Ищем…';
export const TEXT_SEARCH_FAILED = 'Поиск сейчас недоступен. Попробуйте ещё раз чуть позже.';

// ── Issue #12: 1C exchange ───────────────────────────────────────────────────────────────
/** A product 1C sent without a price: shown instead of a sum, and not orderable. */
export const TEXT_PRICE_ON_REQUEST = 'Цена по запросу';
export const TEXT_REQUEST_PRICE = 'Запросить цену';
/** The request form's comment when a buyer asks for a price from a product. */
export const priceRequestComment = (title: string, article: string): string =>
  `Прошу сообщить цену и наличие: «${title}», арт. ${article}.`;

// §2.4 profile menu: its button
export const TEXT_PROFILE_MENU = 'Профиль';

// §2.7 footer (a client component since issue #15)
/** §1 says prices are informational, not a public offer; the wording is ours. */
export const TEXT_PRICES_INFORMATIONAL =
  'Цены на сайте носят информационный характер и не являются публичной офертой.';
export const TEXT_POLICY_LINK = 'Политика конфиденциальности';
export const TEXT_AGREEMENT_LINK = 'Согласие на обработку персональных данных';
export const TEXT_FOOTER_CONTACTS = 'Контакты';
export const TEXT_FOOTER_BUYERS = 'Покупателям';
export const TEXT_FOOTER_DOCUMENTS = 'Документы';
export const TEXT_FOOTER_SOCIALS = 'Мы в соцсетях';
export const SOCIAL_NETWORKS = [
  { key: 'VK', label: 'ВКонтакте' },
  { key: 'TELEGRAM', label: 'Telegram' },
  { key: 'WHATSAPP', label: 'WhatsApp' },
  { key: 'VIBER', label: 'Viber' },
  { key: 'INSTAGRAM', label: 'Instagram' },
  { key: 'TIKTOK', label: 'TikTok' },
] as const;

// Product cards (a client list since issue #15)
export const TEXT_IN_STOCK = 'В наличии';
export const TEXT_ARTICLE = 'Арт.';
export const TEXT_MIN_QTY = 'Мин. заказ';
export const TEXT_PACK_QTY = 'В упаковке';
export const TEXT_NEW_BADGE = 'Новинка';
