// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { cartInfo } from '@/lib/api/endpoints/cart';
import { quickOrderMatch, quickOrderToCart } from '@/lib/api/endpoints/quick-order';
import type { QuickLine, QuickProduct } from '@/lib/api/contract/quick-order';
import { QuickOrderPage } from '@/features/quick-order/quick-order-page';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useCartPointStore } from '@/stores/cart-point-store';
import { disposeClients, makeInfo, renderWithClient } from './buying-support';

vi.mock('next/navigation', () => ({
  usePathname: () => '/quick-order/',
  useRouter: () => ({ push: vi.fn() }),
}));

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Cookies.set('signed_in', '1');
  useCartPointStore.setState({ pointId: null, restored: false, stripForced: false });
});
afterEach(async () => {
  await disposeClients();
  mockServer.resetHandlers();
  Cookies.remove('signed_in');
});
afterAll(() => mockServer.close());

const product = (id: number, title: string): QuickProduct => ({
  id,
  title,
  article: `A-${id}`,
  slug: `p-${id}`,
  unit: 'шт',
  price: '10.00',
  stock: 100,
  min_qty: 1,
  pack_qty: 5,
});

const LINES: QuickLine[] = [
  {
    row: 1,
    source: 'A-1 3',
    requested: 3,
    status: 'found',
    matched_by: 'article',
    options: [
      {
        product: product(1, 'Профиль ПН'),
        quantity: 5,
        notes: ['Округлено вверх до целых упаковок по 5 шт — 5 шт.'],
        problem: null,
      },
    ],
    message: null,
  },
  {
    row: 2,
    source: 'штукатурка 2',
    requested: 2,
    status: 'several',
    matched_by: 'name',
    options: [
      { product: product(2, 'Штукатурка А'), quantity: 5, notes: [], problem: null },
      { product: product(3, 'Штукатурка Б'), quantity: 5, notes: [], problem: null },
    ],
    message: 'Подходит несколько товаров — выберите нужный.',
  },
  {
    row: 3,
    source: 'ZZZ 1',
    requested: null,
    status: 'not_found',
    matched_by: null,
    options: [],
    message: 'Товар «ZZZ» не найден ни по артикулу, ни по названию.',
  },
];

describe('quick order review', () => {
  it('shows every outcome, waits for a pick, and sends only the confirmed lines at once', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    mockServer.use(
      mockEndpoint(cartInfo, () => makeInfo()),
      mockEndpoint(quickOrderMatch, () => ({ lines: LINES, skipped: 1 })),
      mockEndpoint(quickOrderToCart, async ({ request }) => {
        sent.push(await request.json());
        if (refuse)
          return HttpResponse.json(
            { 'lines.1.quantity': ['Товара «Штукатурка Б» на складе только 3 шт.'] },
            { status: 400 },
          );
        return { added: 2, cart: makeInfo({ count: 2 }) };
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<QuickOrderPage serverPointId={null} />);
    await user.type(screen.getByLabelText('Вставьте строки из Excel или наберите их'), 'A-1 3');
    await user.click(screen.getByRole('button', { name: 'Найти товары' }));

    const rows = await screen.findAllByTestId('review-row');
    expect(rows).toHaveLength(3);
    const [found, several, missing] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(found).toHaveTextContent('Найден по артикулу');
    expect(found).toHaveTextContent('Округлено вверх до целых упаковок по 5 шт — 5 шт.');
    expect(missing).toHaveTextContent('Товар «ZZZ» не найден ни по артикулу, ни по названию.');
    expect(within(missing).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByTestId('quick-order-counts')).toHaveTextContent(
      'Найдено: 1 · выбрать из нескольких: 1 · не найдено или с ошибкой: 1 · пустых строк пропущено: 1',
    );
    // Nothing is chosen for the line with candidates until the buyer picks one.
    expect(screen.getByRole('button', { name: 'Добавить в корзину: 1' })).toBeEnabled();
    await user.selectOptions(within(several).getByRole('combobox'), '1');
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину: 2' }));
    expect(await within(several).findByRole('alert')).toHaveTextContent(
      'Товара «Штукатурка Б» на складе только 3 шт.',
    );
    expect(sent).toEqual([
      {
        trade_point_id: 0,
        lines: [
          { product_id: 1, quantity: 5 },
          { product_id: 3, quantity: 5 },
        ],
      },
    ]);
    refuse = false;
    await user.clear(within(several).getByRole('spinbutton'));
    await user.type(within(several).getByRole('spinbutton'), '3');
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину: 2' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Добавлено в корзину строк: 2.'),
    );
    expect(sent[1]).toMatchObject({ lines: [{ quantity: 5 }, { product_id: 3, quantity: 3 }] });
    expect(screen.queryAllByTestId('review-row')).toHaveLength(0);
  });
});
