// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ExchangeLog, ExchangeSession } from '@/lib/api/contract/exchange';
import { ExchangeLogPage } from '@/features/exchange/exchange-log-page';
import { formatBytes, formatDuration } from '@/features/exchange/format';

/** Issue #12: the manager's log of exchanges with 1C. */

const session = (over: Partial<ExchangeSession> = {}): ExchangeSession => ({
  id: 1,
  kind: 'catalog',
  status: 'success',
  started_at: '2026-11-20T08:00:00.000Z',
  finished_at: '2026-11-20T08:01:15.000Z',
  duration_s: 75,
  files: [
    { name: 'import.xml', size: 20480 },
    { name: 'offers.xml', size: 512 },
  ],
  stats: { added: 5, updated: 1200, hidden: 2 },
  error: null,
  user_email: '1c@vitrina.by',
  ...over,
});

const EMPTY: ExchangeLog = {
  count: 0,
  next: null,
  previous: null,
  results: [],
  last_error: null,
  last_catalog_success: null,
  last_sale_success: null,
};
const URL_1C = 'https://vitrina.by/api/1c/exchange/';
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('ExchangeLogPage', () => {
  it('explains how to connect 1C when there was no exchange yet', () => {
    render(<ExchangeLogPage log={EMPTY} page={1} exchangeUrl={URL_1C} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Обмен с 1С');
    expect(screen.getByText('Обменов с 1С ещё не было.')).toBeInTheDocument();
    expect(screen.getByText(URL_1C)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Обмен с 1С' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the latest results on top and one row per session', () => {
    const failed = session({
      id: 3,
      status: 'failure',
      started_at: '2026-11-22T10:00:00.000Z',
      duration_s: 10,
      files: [{ name: 'import.xml', size: 100 }],
      stats: { added: null, updated: null, hidden: null },
      error: 'Нет элемента «Каталог» (строка 3).',
    });
    const sale = session({
      id: 2,
      kind: 'sale',
      files: [],
      stats: { added: null, updated: null, hidden: null },
    });
    const ok = session();
    render(
      <ExchangeLogPage
        log={{
          count: 3,
          next: null,
          previous: null,
          results: [failed, sale, ok],
          last_error: failed,
          last_catalog_success: ok,
          last_sale_success: sale,
        }}
        page={1}
        exchangeUrl={URL_1C}
      />,
    );
    const summaries = screen.getAllByTestId('exchange-summary');
    expect(summaries.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Последний обмен каталогом',
      'Последний обмен заказами',
      'Последняя ошибка',
    ]);
    expect(text(summaries[0]!)).toContain('добавлено 5 · обновлено 1 200 · скрыто 2');
    expect(text(summaries[2]!)).toContain('Нет элемента «Каталог» (строка 3).');

    const rows = screen.getAllByTestId('exchange-session');
    expect(rows).toHaveLength(3);
    expect(text(rows[0]!)).toContain('Ошибка');
    expect(text(rows[0]!)).toContain('Нет элемента «Каталог» (строка 3).');
    expect(text(rows[1]!)).toContain('Заказы');
    expect(text(rows[2]!)).toContain('import.xml 20 КБ');
    expect(text(rows[2]!)).toContain('1 мин 15 с');
    expect(text(rows[2]!)).toContain('Успешно');
  });
});

describe('exchange log formats', () => {
  it('reads sizes and durations the way a manager does', () => {
    expect(formatBytes(512)).toBe('512 Б');
    expect(formatBytes(1536).replace(/\s/g, ' ')).toBe('1,5 КБ');
    expect(formatBytes(5 * 1024 * 1024).replace(/\s/g, ' ')).toBe('5 МБ');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42)).toBe('42 с');
    expect(formatDuration(3725)).toBe('1 ч 2 мин');
  });
});
