// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { logout } from '@/lib/api/endpoints/auth';
import { personal } from '@/lib/api/endpoints/account';
import { AccountMenu } from '@/features/auth/account-menu';
import { reloadPage } from '@/features/auth/reload';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { makeUser, renderWithQuery } from './auth-support';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  Cookies.remove('signed_in');
  useModalStore.getState().closeModal();
  vi.clearAllMocks();
});
afterAll(() => mockServer.close());

describe('account menu', () => {
  it('gives a guest the «Войти» button that opens the sign-in modal', async () => {
    const user = userEvent.setup();
    renderWithQuery(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(useModalStore.getState().open).toBe('signIn');
  });

  it('shows the initials and the profile menu to a signed-in user; logout ends the session and reloads', async () => {
    Cookies.set('signed_in', '1');
    let loggedOut = false;
    mockServer.use(
      mockEndpoint(personal, () => makeUser()),
      mockEndpoint(logout, () => {
        loggedOut = true;
        return { detail: 'Выход выполнен.' };
      }),
    );
    const user = userEvent.setup();
    renderWithQuery(<AccountMenu />);
    const trigger = await screen.findByRole('button', { name: /^Профиль: Андрей Соколов/ });
    expect(trigger).toHaveTextContent('АС');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute(
      'href',
      '/user/lk-orders/',
    );
    expect(screen.getByRole('link', { name: 'Торговые точки' })).toHaveAttribute(
      'href',
      '/user/retail-outlets/',
    );
    expect(screen.getByRole('link', { name: 'Мои данные' })).toHaveAttribute(
      'href',
      '/user/account/',
    );
    expect(screen.queryByRole('link', { name: 'Заявки на регистрацию' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Заказы' })).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(loggedOut).toBe(true);
  });

  it('tells a pending buyer that orders wait for activation, and shows managers their applications', async () => {
    Cookies.set('signed_in', '1');
    mockServer.use(mockEndpoint(personal, () => makeUser({ status: 'pending', role: 'manager' })));
    const user = userEvent.setup();
    renderWithQuery(<AccountMenu />);
    await user.click(await screen.findByRole('button', { name: /Профиль/ }));
    expect(screen.getByText(/ожидает активации менеджером/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заявки на регистрацию' })).toHaveAttribute(
      'href',
      '/manager/',
    );
  });

  it('falls back to «Войти» when the hint cookie outlived the session', async () => {
    Cookies.set('signed_in', '1');
    mockServer.use(
      mockEndpoint(personal, () =>
        HttpResponse.json({ detail: 'Учётные данные не были предоставлены.' }, { status: 401 }),
      ),
    );
    renderWithQuery(<AccountMenu />);
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
