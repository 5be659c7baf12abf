/**
 * Issue #15: the texts and numbers of the frame's parts that load on first use — the modals
 * (app/_compose/lazy-modals.tsx), the catalogue panel and the cookie banner. In lib/constants-frame.ts they rode in
 * every page's first-load JS; here they come with the part that shows them. Named once, here;
 * section numbers point at the spec.
 */

// §9 timings and modal widths (px)
export const MENU_SLIDE_MS = 500;
export const MODAL_WIDTH = {
  success: 392,
  signIn: 420,
  registration: 420,
  code: 420,
  cart: 528,
  catalogue: 720,
  request: 360,
} as const;

// §2.4 the catalogue panel and its tree
export const TEXT_ALL_CATALOGUE = 'Весь каталог';
/** The panel's landmark name, apart from pages' own «Каталог» sections. */
export const TEXT_CATALOGUE_NAV = 'Каталог товаров';
export const TEXT_SHOW_SUBCATEGORIES = 'Показать подкатегории';

// §2.8 the cookie banner (loaded when it is to be shown) and its «Отклонить» notice
export const TEXT_COOKIE_BANNER_LABEL = 'Файлы cookie';
export const TEXT_COOKIE_BANNER =
  'Мы используем файлы cookie, чтобы сайт работал корректно: для входа в личный кабинет, корзины и статистики посещений.';
export const TEXT_COOKIE_MORE = 'Подробнее';
export const TEXT_COOKIE_ACCEPT = 'Принять';
export const TEXT_COOKIE_DECLINE = 'Отклонить';
export const TEXT_COOKIE_DECLINED_TITLE = 'Отклонение cookies';
export const TEXT_COOKIE_DECLINED_OK = 'Все понятно';
export const TEXT_COOKIE_DECLINED_BODY =
  'Без файлов cookie сайт не сможет работать корректно: не сохранятся вход в личный кабинет, корзина и выбранная торговая точка.';

// §2.9 success modals; the title and text of the plain one are ours.
export const TEXT_MESSAGE_SUCCESS = 'Благодарим за ваше сообщение!';
export const TEXT_MESSAGE_SUCCESS_BODY = 'Наши менеджеры скоро с Вами свяжутся';
export const TEXT_BACK_HOME = 'Вернуться на главную';
export const TEXT_SUCCESS_TITLE = 'Готово!';
export const TEXT_SUCCESS_BODY = 'Всё прошло успешно.';
