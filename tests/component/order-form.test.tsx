// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { OrderData } from '@/lib/api/contract/orders';
import { cartDelivery, cartPayment, cartRecipient } from '@/lib/api/endpoints/cart';
import { orderMake } from '@/lib/api/endpoints/orders';
import { OrderForm } from '@/features/orders/order-form';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { cartTotals, makeProduct, renderWithClient, vatSplit } from './buying-support';
import { signedInBuyerHooks } from './cart-widgets-helpers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/order/', useRouter: () => ({ push }) }));

signedInBuyerHooks(() => push.mockReset());

function orderData(overrides: Partial<OrderData> = {}): OrderData {
  const lines = [
    {
      id: 1,
      product: makeProduct(),
      quantity: 4,
      price: '1.25',
      total: '5.00',
      ...vatSplit('5.00'),
      problem: null,
    },
  ];
  return {
    cart: {
      trade_point_id: 5,
      trade_point_title: 'Магазин на Партизанском',
      lines,
      count: 1,
      price_final: '5.00',
      ...cartTotals('5.00'),
      recipient: null,
      delivery_method_id: null,
      delivery_address: null,
      payment_method: null,
    },
    delivery_methods: [
      {
        id: 1,
        code: 'pickup',
        title: 'Самовывоз со склада в Минске',
        description: 'Погрузка бесплатно.',
        price: '0.00',
        needs_address: false,
      },
      {
        id: 2,
        code: 'minsk',
        title: 'Доставка по Минску',
        description: 'На следующий день.',
        price: '45.00',
        needs_address: true,
      },
    ],
    payment_methods: [
      { code: 'invoice', title: 'Безналичный расчёт по счёту' },
      { code: 'cash_on_delivery', title: 'Наличными при получении' },
    ],
    addresses: [{ title: 'Магазин на Партизанском', address: 'г. Минск, пр-т Партизанский, 150' }],
    recipient_default: {
      name: 'Соколов Андрей',
      phone: '+375291234567',
      email: 'buyer@vitrina.by',
      organization: 'ООО «СтройДом»',
    },
    can_order: true,
    reason: null,
    ...overrides,
  };
}

/** Drafts the form saves to the cart are accepted and otherwise ignored here. */
function serveDrafts() {
  const list = orderData().cart;
  mockServer.use(
    mockEndpoint(cartRecipient, () => list),
    mockEndpoint(cartDelivery, () => list),
    mockEndpoint(cartPayment, () => list),
  );
}

describe('order form', () => {
  it('prefills the recipient from the profile and sends one order with an Idempotency-Key, twice the same', async () => {
    serveDrafts();
    const sent: { key: string | null; body: unknown }[] = [];
    mockServer.use(
      mockEndpoint(orderMake, async ({ request }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return HttpResponse.json(
          { id: 42, number: '2026-000042' },
          { status: sent.length === 1 ? 201 : 200 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<OrderForm data={orderData()} pointId={5} />);
    expect(screen.getByLabelText(/Имя и фамилия/)).toHaveValue('Соколов Андрей');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('buyer@vitrina.by');
    await user.dblClick(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order/confirm/42/'));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(sent[0]?.key).toMatch(/^[\w-]{8,}$/);
    expect(sent[0]?.body).toEqual({
      trade_point_id: 5,
      recipient: {
        name: 'Соколов Андрей',
        phone: '+375291234567',
        email: 'buyer@vitrina.by',
        organization: 'ООО «СтройДом»',
      },
      delivery_method_id: 1,
      payment_method: 'invoice',
    });
  });

  it('asks for the address when the delivery needs one, and offers the saved addresses', async () => {
    serveDrafts();
    const sent: unknown[] = [];
    mockServer.use(
      mockEndpoint(orderMake, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 7, number: '2026-000007' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<OrderForm data={orderData()} pointId={5} />);
    await user.click(screen.getByRole('radio', { name: /Доставка по Минску/ }));
    // The trade point's address comes first; cleared, the order is not sent.
    expect(screen.getByLabelText(/Адрес доставки/)).toHaveValue('г. Минск, пр-т Партизанский, 150');
    await user.clear(screen.getByLabelText(/Адрес доставки/));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Укажите адрес доставки.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Имя и фамилия/));
    expect(await screen.findByText('Укажите получателя')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/Имя и фамилия/), 'Пётр');
    await user.click(screen.getByRole('button', { name: /Магазин на Партизанском: г\. Минск/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      delivery_method_id: 2,
      delivery_address: 'г. Минск, пр-т Партизанский, 150',
      recipient: { name: 'Пётр' },
    });
  });

  it('shows why a pending buyer cannot order and keeps the button off', () => {
    renderWithClient(
      <OrderForm
        data={orderData({
          can_order: false,
          reason: 'Оформить заказ можно после активации учётной записи менеджером.',
        })}
        pointId={null}
      />,
    );
    expect(
      screen.getByText('Оформить заказ можно после активации учётной записи менеджером.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  it("shows the server's refusal in words", async () => {
    serveDrafts();
    mockServer.use(
      mockEndpoint(orderMake, () =>
        HttpResponse.json(
          { detail: 'Заказ не оформлен. Товара «Кирпич» на складе только 1 шт.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<OrderForm data={orderData()} pointId={5} />);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('на складе только 1 шт.');
    expect(push).not.toHaveBeenCalled();
  });
});
