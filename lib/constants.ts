/**
 * Every text, timing, width and limit fixed by the spec (shared/spec/storefront-spec.md),
 * named once. Section numbers point at the spec. What the page frame and the public pages'
 * client islands use is in lib/constants-frame.ts, what the frame's on-demand parts (modals,
 * catalogue tree) use in lib/constants-on-demand.ts, and one screen's island texts in
 * lib/constants-screens.ts (issue #15: first-load JS).
 */

// §9 timings (ms unless named otherwise)
export const CODE_LENGTH = 8;
export const CODE_RESEND_COUNTDOWN_S = 120;
export const CODE_ERROR_AUTOCLOSE_MS = 7000;
export const ACCESS_TOKEN_TTL_S = 300;
export const REFRESH_TOKEN_TTL_S = 86_400;

// §9 phones
export const PHONE_COUNTRY_CODES = ['+375', '+7'] as const;
export const DEFAULT_PHONE_COUNTRY_CODE = '+375';
export const PHONE_MASKS = { '+7': '(000) 000-00-00', '+375': '(00) 000-00-00' } as const;
export const OPERATOR_CODES = ['25', '29', '33', '44'] as const;
export const OPERATOR_NUMBER_MAX_DIGITS = 7;

export const DEFAULT_LANGUAGE = 'ru';

/** Browser storage keys named by the spec. */
export const STORAGE_KEY_POINT_ID = 'pointId';

// §2.2 error pages
export const TEXT_404_TITLE = 'Страница не найдена';
export const TEXT_404_BODY = 'Похоже, адрес страницы указан неверно или страница была удалена.';

// §2.5 search
export const TEXT_SEARCH_ALL_RESULTS = 'Перейти ко всем результатам';
export const TEXT_SEARCH_NOTHING_FOUND =
  'К сожалению, мы не нашли результатов по выбранным запросам.';

// §2.7 footer

// §2.9 modals
export const TEXT_TAB_PASSWORD = 'По паролю';
export const TEXT_TAB_CODE = 'По коду';
export const TEXT_PASSWORD = 'Пароль';
export const TEXT_GET_CODE = 'Получить код';
export const TEXT_FORGOT_PASSWORD = 'Забыли пароль?';
export const TEXT_NO_ACCOUNT = 'Нет аккаунта? Оставьте заявку';
export const TEXT_POLICY_CHECKBOX = 'Принимаю условия политики конфиденциальности';
export const TEXT_REGISTRATION = 'Регистрация';
export const TEXT_REGISTRATION_SUCCESS = 'Спасибо за регистрацию!';

// §3 cart strip
export const TEXT_BASE_CART = 'Базовая корзина';
export const TEXT_CART_COUNT = 'Количество товаров';
export const TEXT_CART_TOTAL = 'Общая сумма';

// Issue #13: prices with and without VAT, volume breaks, the minimum order
export const TEXT_SUM_WITHOUT_VAT = 'Сумма без НДС';
export const TEXT_VAT_AMOUNT = 'НДС';
export const TEXT_TOTAL_WITH_VAT = 'Итого с НДС';
export const textMinOrder = (minimum: string, missing: string) =>
  `Минимальная сумма заказа — ${minimum}. Добавьте товаров ещё на ${missing}.`;

// §5 validation
export const TEXT_INVALID_EMAIL = 'Пожалуйста, введите корректный адрес электронной почты';
export const TEXT_INVALID_PHONE = 'Некорректный номер телефона';

/** §3 site config keys. */
export const SITE_CONFIG_KEYS = [
  'POLICY_LINK',
  'AGREEMENT_LINK',
  'SITE_NAME',
  'SITE_DESCRIPTION',
  'SITE_KEYWORDS',
  'SITE_IMAGE',
  'COUNTERS_HEAD',
  'COUNTERS_BODY_START',
  'META_TAGS',
  'GOALS',
  'ADDRESS_TEXT',
  'ADDRESS_LINK',
  'OFFICE_COORDINATES',
  'VK',
  'TELEGRAM',
  'WHATSAPP',
  'VIBER',
  'INSTAGRAM',
  'TIKTOK',
  'FOOTER_PHONE',
  'FOOTER_EMAIL',
  'HEADER_PHONE',
  'HEADER_EMAIL',
  // Issue #13, wholesale buying: the least order in BYN (empty or 0: none), whether prices
  // show with VAT («with») or without («without») until the buyer switches, and the seller's
  // requisites for the «Счёт на оплату» (term in banking days).
  'MIN_ORDER_AMOUNT',
  'VAT_DISPLAY_DEFAULT',
  'SELLER_NAME',
  'SELLER_UNP',
  'SELLER_ADDRESS',
  'SELLER_IBAN',
  'SELLER_BANK',
  'SELLER_BIC',
  'INVOICE_PAYMENT_DAYS',
] as const;
export type SiteConfigKey = (typeof SITE_CONFIG_KEYS)[number];

// ── Issue #4: accounts and sessions ──────────────────────────────────────────────
// Codes and sessions (§9 gives the length, countdown and token lifetimes above).
export const CODE_TTL_S = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_HOUR_PER_EMAIL = 5;
export const CODES_PER_HOUR_PER_IP = 20;
/** Parallel refreshes of one token inside this window all get the same successor. */
export const REFRESH_REUSE_GRACE_S = 20;
export const PASSWORD_FAILURES_PER_IP = 50;
export const PASSWORD_THROTTLE_WINDOW_S = 900;

// Issue #17: wrong passwords slow the (account, address) pair that made them, never lock the
// account: after PAIR_FREE_FAILURES the pair waits 1 s, 2 s, 4 s… up to PAIR_DELAY_CAP_S.
export const PAIR_FREE_FAILURES = 5;
export const PAIR_DELAY_CAP_S = 300;
/** A pair's failures are forgotten after this long without one. */
export const PAIR_MEMORY_S = 3600;
/** Past this many failures an hour on one account, every pair's delays start at its first failure. */
export const ACCOUNT_FAILURE_CEILING = 50;
/** Issue #17: a sign-in this recent lets the password be changed without the current one. */
export const PASSWORD_CHANGE_RECENT_S = 600;

// §2.9 sign-in and code modals (texts the spec gives; the rest is ours)
export const TEXT_EMAIL = 'E-mail';
export const TEXT_SHOW_PASSWORD = 'Показать пароль';
export const TEXT_HIDE_PASSWORD = 'Скрыть пароль';
export const TEXT_POLICY_REQUIRED = 'Необходимо принять условия политики конфиденциальности';
export const TEXT_CODE_LABEL = 'Код из письма';
export const TEXT_CODE_SENT_TO = 'Мы отправили код на';
export const TEXT_CODE_RESEND = 'Отправить код повторно';
export const TEXT_CODE_RESEND_IN = 'Повторная отправка через';
export const TEXT_REGISTRATION_SUCCESS_BODY =
  'Письмо придёт на вашу электронную почту, как только менеджер проверит и активирует учётную запись.';
export const TEXT_NEW_PASSWORD_TITLE = 'Новый пароль';
export const TEXT_CONFIRM_PASSWORD = 'Повторите пароль';
export const TEXT_SAVE_PASSWORD = 'Сохранить пароль';
export const TEXT_SIGNED_IN = 'Вход выполнен.';

// §2.4 profile menu
export const TEXT_MENU_ORDERS = 'Заказы';
export const TEXT_MENU_TRADE_POINTS = 'Торговые точки';
export const TEXT_MENU_MY_DATA = 'Мои данные';
export const TEXT_MENU_LOGOUT = 'Выйти';
export const PROFILE_LINKS = [
  { href: '/user/lk-orders/', title: TEXT_MENU_ORDERS },
  { href: '/user/retail-outlets/', title: TEXT_MENU_TRADE_POINTS },
  { href: '/user/account/', title: TEXT_MENU_MY_DATA },
] as const;

// §3/§5 registration application
export const TEXT_FIRST_NAME = 'Имя';
export const TEXT_ORGANIZATION = 'Организация';
export const TEXT_PHONE_NUMBER = 'Номер телефона';
export const TEXT_INN = 'ИНН';
export const TEXT_UNP = 'УНП';
export const TEXT_SUBMIT_APPLICATION = 'Отправить заявку';
export const TEXT_REQUIRED_FIELD = 'Обязательное поле';

// Account status (pending buyers browse, keep favourites and carts; orders need activation)
export const TEXT_ACCOUNT_PENDING =
  'Учётная запись ожидает активации менеджером. Оформление заказов станет доступно после активации.';
export const TEXT_ACCOUNT_PENDING_ORDER =
  'Оформить заказ можно после активации учётной записи менеджером. Мы пришлём письмо, как только это произойдёт.';
export const TEXT_ACCOUNT_BLOCKED = 'Учётная запись заблокирована. Обратитесь к менеджеру.';

// ── Issue #5: page frame and modals ──────────────────────────────────────────────────────
// Texts the spec names (§2.4, §2.6) and the wording the spec leaves to us.
export const TEXT_REQUEST_SENT_NOTICE =
  'Заявка отправлена. Менеджер свяжется с вами в ближайшее время.';
export const TEXT_SKIP_TO_CONTENT = 'Перейти к содержимому';

// §2.7 footer

// §2.9 modals: texts the spec leaves to us.
/** Spec §4: the success modal after a sign-in by code, shown once the page has reloaded. */
export const TEXT_SIGN_IN_SUCCESS_TITLE = 'Вы вошли в личный кабинет';
export const TEXT_SIGN_IN_SUCCESS_BODY =
  'Заказы, торговые точки и ваши данные — в меню профиля справа вверху.';
export const TEXT_PRICE_LIST_DOWNLOAD = 'Скачать';
export const TEXT_PRICE_LIST_SIZE_UNIT = 'КБ';
export const TEXT_PRICE_LIST_EMPTY =
  'Прайс-листы пока не загружены. Запросите актуальный прайс у менеджера.';
export const TEXT_PRICE_LIST_FAILED = 'Не удалось загрузить список прайс-листов. Попробуйте позже.';
export const TEXT_LOADING = 'Загрузка…';

// §2.9 / §5 request form
export const SIDEBAR_FORM_KEY = 'sidebar_form';
export const TEXT_REQUEST_NAME = 'Ваше имя';
export const TEXT_REQUEST_PHONE = 'Телефон';
export const TEXT_REQUEST_OPERATOR = 'Код оператора';
export const TEXT_REQUEST_NUMBER = 'Номер';
export const TEXT_REQUEST_COMMENT = 'Комментарий';
export const TEXT_REQUEST_SUBMIT = 'Отправить заявку';
export const TEXT_REQUEST_NAME_REQUIRED = 'Укажите имя';
export const TEXT_REQUEST_NAME_CYRILLIC = 'Имя может содержать только буквы кириллицы';
export const TEXT_REQUEST_OPERATOR_MISSING = 'Выберите код оператора';
export const TEXT_REQUEST_NUMBER_MISSING = 'Укажите номер телефона';
export const TEXT_REQUEST_FAILED = 'Не удалось отправить заявку. Попробуйте ещё раз.';
export const TEXT_REQUEST_TOO_MANY = 'Слишком много заявок с вашего адреса. Попробуйте позже.';
export const TEXT_REQUEST_SENT = 'Заявка принята.';
export const TEXT_REQUEST_FORM_NOT_FOUND = 'Форма заявки не найдена.';
/** TEXT_POLICY_CHECKBOX split where its link starts; the agreement clause likewise. */
export const TEXT_POLICY_CHECKBOX_PARTS = [
  'Принимаю условия ',
  'политики конфиденциальности',
] as const;
export const TEXT_AGREEMENT_CONSENT_PARTS = [
  ' и даю ',
  'согласие на обработку персональных данных',
] as const;
export const TEXT_REQUEST_SENDING = 'Отправляем…';
export const TEXT_REQUEST_OPERATOR_PLACEHOLDER = 'Код';
/** One address may send this many requests per window: enough for people, not for a script. */
export const FEEDBACK_RATE_LIMIT = { limit: 5, windowS: 600 } as const;

// Issue #6 — buying. The spec leaves order statuses, payment methods and page texts to us.
export const ORDER_STATUS_TITLES = {
  new: 'Новый',
  confirmed: 'Подтверждён',
  picking: 'В сборке',
  shipped: 'Отгружен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
} as const;
export const PAYMENT_METHOD_TITLES = {
  invoice: 'Безналичный расчёт по счёту',
  cash_on_delivery: 'Наличными при получении',
  card_on_delivery: 'Банковской картой при получении',
} as const;
export const TEXT_DOWNLOAD_XLSX = 'Скачать XLSX';
export const TEXT_CHOOSE_CART_CONFIRM = 'Выбрать';
export const TEXT_GO_TO_ORDER = 'Перейти к оформлению';
export const TEXT_PLACE_ORDER = 'Оформить заказ';
export const TEXT_CLEAR_CART = 'Очистить корзину';
export const TEXT_REPEAT_ORDER = 'Повторить заказ';
export const TEXT_CART_EMPTY = 'В корзине пока нет товаров';
export const TEXT_FAVOURITES_EMPTY = 'В избранном пока ничего нет';
export const TEXT_SIGN_IN_REQUIRED = 'Войдите, чтобы продолжить';
/** How long the "added to cart" confirmation stays on a product card. */
export const ADDED_TO_CART_NOTICE_MS = 2000;

// ── Issue #3: catalogue, product, content pages and SEO ───────────────────────────────────
// The spec leaves the catalogue and product screens to us (§2.1: "not shown").
export const CATALOGUE_PAGE_SIZE = 24;
export const RELATED_PRODUCTS_COUNT = 8;
export const HOME_PRODUCTS_COUNT = 8;
export const TEXT_HOME = 'Главная';
export const TEXT_SORT = 'Сортировка';
export const SORT_TITLES = {
  popular: 'Популярные',
  price: 'Сначала дешевле',
  '-price': 'Сначала дороже',
  title: 'По названию',
  new: 'Сначала новые',
} as const;
export const TEXT_NOTHING_FOUND_IN_LISTING =
  'По выбранным условиям товаров не найдено. Измените или сбросьте фильтры.';
export const TEXT_PAGES = 'Страницы';
export const TEXT_PREV_PAGE = 'Назад';
export const TEXT_NEXT_PAGE = 'Вперёд';
export const TEXT_BREADCRUMBS = 'Навигационная цепочка';
/** ISO 4217 code for structured data: the shop sells in Belarus, in Belarusian roubles. */
export const PRICE_CURRENCY_CODE = 'BYN';
/** Pause before asking for company suggestions while the organisation is typed. */
export const COMPANY_SUGGEST_DEBOUNCE_MS = 300;
export const TEXT_REGISTRATION_LEAD =
  'Регистрация оптовых покупателей проходит по заявке: заполните форму, подтвердите e-mail кодом из письма, и менеджер проверит данные организации. Письмо об активации придёт на вашу почту.';
export const TEXT_ALREADY_SIGNED_IN = 'Вы уже вошли в личный кабинет.';

// ── Issue #7: search box and results page ─────────────────────────────────────────────────
export const TEXT_SEARCH_RESULTS_LABEL = 'Найденные товары';
export const TEXT_GO_TO_CATALOGUE = 'Перейти в каталог';
/**
 * Issue #16: words the search left out, each in «quotes»: «Не нашли товаров со словом
 * «морозостойкий» — показаны результаты без него.»
 */
export const searchIgnoredText = (words: readonly string[]): string => {
  const quoted = words.map((w) => `«${w}»`).join(', ');
  return words.length === 1
    ? `Не нашли товаров со словом ${quoted} — показаны результаты без него.`
    : `Не нашли товаров со словами ${quoted} — показаны результаты без них.`;
};
/** Followed by the corrected text in quotes: «кирпич». */
export const TEXT_SEARCH_CORRECTED = 'Показаны результаты по запросу';
export const TEXT_SEARCH_TITLE = 'Результаты поиска';
export const TEXT_SEARCH_EMPTY_QUERY =
  'Введите название товара, артикул или бренд в строке поиска.';

/** The manager's pages, in the account menu and on top of each manager page. */
export const MANAGER_LINKS = [
  { href: '/manager/', title: 'Заявки на регистрацию' },
  { href: '/manager/orders/', title: 'Заказы покупателей' },
  { href: '/manager/exchange/', title: 'Обмен с 1С' },
  { href: '/manager/buyers/', title: 'Покупатели' },
  { href: '/manager/requests/', title: 'Обращения' },
  { href: '/manager/products/', title: 'Товары' },
  { href: '/manager/catalog/', title: 'Каталог' },
  { href: '/manager/import/', title: 'Импорт товаров' },
  { href: '/manager/price-lists/', title: 'Прайс-листы' },
  { href: '/manager/search/', title: 'Синонимы поиска' },
  { href: '/manager/content/', title: 'Страницы' },
  { href: '/manager/settings/', title: 'Настройки' },
  { href: '/manager/staff/', title: 'Сотрудники' },
  { href: '/manager/audit/', title: 'Журнал изменений' },
] as const;
export type ManagerPath = (typeof MANAGER_LINKS)[number]['href'];
export const EXCHANGE_KIND_TITLES = { catalog: 'Каталог', sale: 'Заказы' } as const;
export const EXCHANGE_STATUS_TITLES = {
  open: 'Идёт',
  success: 'Успешно',
  failure: 'Ошибка',
} as const;

/* Issue #14: the manager console. */
export const TEXT_STALE_VERSION = 'Изменено другим пользователем — обновите страницу';

// ── Issue #14: console photos ─────────────────────────────────────────────────────────────
/* Issue #14: console — price lists and the spreadsheet import (x-pricelists). */
export const TEXT_CONSOLE_PRICE_LISTS = 'Прайс-листы';
export const TEXT_CONSOLE_PRICE_LISTS_INTRO =
  'Файлы из окна «Скачать каталог». Загруженные PDF и XLSX можно переименовать, переставить и удалить; прайс-листы по типам цен сайт строит сам и обновляет после каждого импорта и правки каталога.';
export const TEXT_CONSOLE_IMPORT = 'Импорт товаров';
export const TEXT_CONSOLE_IMPORT_INTRO =
  'Для магазинов без 1С: таблица XLSX или CSV (UTF-8 или Windows-1251, разделитель «;», «,» или табуляция) со строкой заголовков. Товары сопоставляются по артикулу: известные обновляются, новые создаются.';

// ── Issue #14: console-catalog (categories and products in the manager console) ──────────
/** The API's answer to a change of a field 1C writes, on a product from 1C. */
export const TEXT_EXCHANGE_OWNED_FIELD =
  'Это поле заполняет 1С: изменить его можно только в 1С, иначе следующий обмен перезапишет правку.';
export const TEXT_EXCHANGE_OWNED_NOTE =
  'Товар выгружается из 1С: поля, отмеченные «из 1С», меняются только в 1С.';
/* Issue #14: console — buyers, staff and the audit log (x-buyers). */
export const USER_STATUS_TITLES = {
  pending: 'Ожидает проверки',
  active: 'Активен',
  blocked: 'Заблокирован',
} as const;
export const STAFF_ROLE_TITLES = { manager: 'менеджер', admin: 'администратор' } as const;
export const TEXT_ADMIN_ONLY = 'Раздел для администратора';
/** The audit log's kinds of objects, as a person reads them. */
export const AUDIT_OBJECT_TITLES: Readonly<Record<string, string>> = {
  buyer: 'Покупатель',
  staff: 'Сотрудник',
  product: 'Товар',
  product_image: 'Фото товара',
  category: 'Категория',
  page: 'Страница',
  navigation: 'Меню',
  request_form: 'Форма заявки',
  request: 'Заявка с сайта',
  site_config: 'Настройка сайта',
  price_list: 'Прайс-лист',
  catalog_import: 'Импорт товаров',
  search_synonym: 'Синонимы поиска',
};
export const AUDIT_ACTION_TITLES: Readonly<Record<string, string>> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  upload: 'Загрузка',
  import: 'Импорт',
  move: 'Перемещение',
  reorder: 'Изменение порядка',
  activate: 'Активация',
  block: 'Блокировка',
  unblock: 'Разблокировка',
  price_type: 'Смена типа цен',
  password_reset: 'Письмо для восстановления доступа',
  role: 'Смена роли',
  photos_upload: 'Загрузка фото',
  photos_reorder: 'Порядок фото',
  photo_delete: 'Удаление фото',
};
/** Field names of the before/after values the log knows; others are shown as stored. */
export const AUDIT_FIELD_TITLES: Readonly<Record<string, string>> = {
  status: 'Статус',
  price_type: 'Тип цен',
  role: 'Роль',
  email: 'E-mail',
  name: 'Имя',
  mail_sent_to: 'Письмо отправлено на',
  title: 'Название',
  slug: 'Адрес',
  description: 'Описание',
  price: 'Цена',
  stock: 'Остаток',
  is_hidden: 'Скрыта',
  is_active: 'Показывается',
  value: 'Значение',
  comment: 'Комментарий',
  manager_comment: 'Комментарий менеджера',
  article: 'Артикул',
  unit: 'Единица',
  category_id: 'Категория',
  parent_id: 'Родитель',
  barcode: 'Штрихкод',
  brand: 'Производитель',
  pack_qty: 'В упаковке',
  min_qty: 'Минимум к заказу',
  attributes: 'Характеристики',
  prices: 'Цены по типам',
  stocks: 'Остатки по складам',
  photos: 'Фотографии',
  alt: 'Подпись фото',
  image: 'Изображение',
  sort: 'Порядок',
  content: 'Текст',
  type: 'Тип',
  fields: 'Поля',
  file_name: 'Файл',
  seo_title: 'SEO: title',
  seo_description: 'SEO: description',
  seo_h1: 'SEO: H1',
  seo_keywords: 'SEO: keywords',
  og_title: 'OG: заголовок',
  og_description: 'OG: описание',
  og_image: 'OG: изображение',
  terms: 'Слова',
  kind: 'Вид',
};

// ── Issue #14: console content (pages, menu, request forms, site settings, requests inbox) ──
/** Site configs that put markup on every page: only an admin reads or edits them. */
export const ADMIN_ONLY_CONFIG_KEYS = [
  'COUNTERS_HEAD',
  'COUNTERS_BODY_START',
  'META_TAGS',
  'GOALS',
] as const;
export const TEXT_CONFIG_ADMIN_ONLY = 'Эту настройку может менять только администратор.';
export const TEXT_SLUG_FORMAT =
  'Адрес: латинские строчные буквы, цифры и дефисы, например «o-kompanii»';
export const TEXT_SLUG_TAKEN = 'Страница с таким адресом уже есть';
export const TEXT_PAGE_IN_MENU = (titles: string) =>
  `Страница есть в меню (${titles}): сначала уберите её из меню.`;
export const TEXT_PAGE_HAS_CHILDREN = 'У страницы есть вложенные страницы: сначала удалите их.';
export const TEXT_PAGE_NOT_FOUND = 'Страница не найдена.';
export const TEXT_NAV_NOT_FOUND = 'Пункт меню не найден.';
export const TEXT_NAV_PAGE_MISSING = 'Такой страницы нет';
export const TEXT_FORM_NOT_FOUND = 'Форма не найдена.';
export const TEXT_REQUEST_NOT_FOUND = 'Обращение не найдено.';
export const REQUEST_STATUS_TITLES = { new: 'Новое', in_work: 'В работе', done: 'Готово' } as const;
export const TEXT_SAVED = 'Сохранено';

// ── Issue #16, item 5: the search's synonyms and brand spellings in the console ──────────
export const SYNONYM_KIND_TITLES = { synonym: 'Синонимы', brand: 'Бренд' } as const;
export const TEXT_SYNONYMS_TITLE = 'Синонимы поиска';
export const TEXT_SYNONYM_NOT_FOUND = 'Группа синонимов не найдена.';
/** The one-group rule: a term already in another group, and that group's words. */
export const TEXT_SYNONYM_TERM_TAKEN = (term: string, group: string) =>
  `«${term}» уже есть в группе «${group}»: слово может быть только в одной группе`;
