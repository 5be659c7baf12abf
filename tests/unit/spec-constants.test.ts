import * as spec from '@/lib/constants';
import * as frame from '@/lib/constants-frame';
import * as onDemand from '@/lib/constants-on-demand';
import * as screens from '@/lib/constants-screens';

// Issue #15: the first-load, on-demand and one-screen texts live in modules of their own; the
// spec reads them together.
const c = { ...spec, ...frame, ...onDemand, ...screens };

/**
 * The spec's numbers (§9) and fixed texts (§2.2, §2.5, §2.7–§2.9) written out as the spec
 * writes them: the components are tested against the constants, so this pins the constants.
 */
describe('spec constants, as the spec writes them', () => {
  it('timings and limits of §9', () => {
    expect(c.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(c.MENU_SLIDE_MS).toBe(500);
    expect(c.SCROLL_RESTORE_DELAY_MS).toBe(500);
    expect(c.LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(c.CODE_LENGTH).toBe(8);
    expect(c.CODE_RESEND_COUNTDOWN_S).toBe(120);
    expect(c.CODE_ERROR_AUTOCLOSE_MS).toBe(7000);
    expect(c.SIDE_MENU_NOTICE_MS).toBe(5000);
    expect(c.COORDINATES_COPIED_MS).toBe(1200);
    expect(c.COOKIE_CONSENT_DAYS).toBe(365);
    expect(c.ACCESS_TOKEN_TTL_S).toBe(300);
    expect(c.REFRESH_TOKEN_TTL_S).toBe(86_400);
    expect(c.SCROLL_TOP_THRESHOLD_PX).toBe(100);
  });

  it('phones and modal widths of §9', () => {
    expect(c.PHONE_COUNTRY_CODES).toEqual(['+375', '+7']);
    expect(c.DEFAULT_PHONE_COUNTRY_CODE).toBe('+375');
    expect(c.PHONE_MASKS).toEqual({ '+7': '(000) 000-00-00', '+375': '(00) 000-00-00' });
    expect(c.OPERATOR_CODES).toEqual(['25', '29', '33', '44']);
    expect(c.OPERATOR_NUMBER_MAX_DIGITS).toBe(7);
    expect(c.MODAL_WIDTH).toEqual({
      success: 392,
      signIn: 420,
      registration: 420,
      code: 420,
      cart: 528,
      catalogue: 720,
      request: 360,
    });
    expect(c.DEFAULT_LANGUAGE).toBe('ru');
    expect(c.STORAGE_KEY_POINT_ID).toBe('pointId');
  });

  it('texts of the error pages, search, footer, cookie banner and sign-in', () => {
    expect([c.TEXT_404_TITLE, c.TEXT_404_BODY]).toEqual([
      'Страница не найдена',
      'Похоже, адрес страницы указан неверно или страница была удалена.',
    ]);
    expect([c.TEXT_500_TITLE, c.TEXT_500_BODY, c.TEXT_TO_HOME, c.TEXT_RELOAD_PAGE]).toEqual([
      'Ошибка сервера',
      'Мы уже исправляем проблему. Попробуйте обновить страницу через некоторое время.',
      'На главную',
      'Обновить страницу',
    ]);
    expect([
      c.TEXT_SEARCH_PLACEHOLDER,
      c.TEXT_SEARCH_ALL_RESULTS,
      c.TEXT_SEARCH_NOTHING_FOUND,
    ]).toEqual([
      'Поиск по сайту',
      'Перейти ко всем результатам',
      'К сожалению, мы не нашли результатов по выбранным запросам.',
    ]);
    expect(c.TEXT_COPIED).toBe('Скопировано');
    expect([
      c.TEXT_COOKIE_MORE,
      c.TEXT_COOKIE_ACCEPT,
      c.TEXT_COOKIE_DECLINE,
      c.TEXT_COOKIE_DECLINED_TITLE,
      c.TEXT_COOKIE_DECLINED_OK,
    ]).toEqual(['Подробнее', 'Принять', 'Отклонить', 'Отклонение cookies', 'Все понятно']);
    expect([
      c.TEXT_SIGN_IN,
      c.TEXT_TAB_PASSWORD,
      c.TEXT_TAB_CODE,
      c.TEXT_PASSWORD,
      c.TEXT_GET_CODE,
      c.TEXT_FORGOT_PASSWORD,
      c.TEXT_NO_ACCOUNT,
    ]).toEqual([
      'Войти',
      'По паролю',
      'По коду',
      'Пароль',
      'Получить код',
      'Забыли пароль?',
      'Нет аккаунта? Оставьте заявку',
    ]);
  });
});
