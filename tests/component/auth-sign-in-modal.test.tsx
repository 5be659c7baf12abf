// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { configs } from '@/lib/api/endpoints/content';
import { restore, sendCode, tokenByPassword } from '@/lib/api/endpoints/auth';
import { AuthModals } from '@/features/auth/auth-modals';
import { reloadPage } from '@/features/auth/reload';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { makeSiteConfigs } from '@/mocks/factories';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { polyfillDialog, renderWithQuery } from './auth-support';

const replace = vi.fn();
let pathname = '/';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => pathname,
}));
vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));

beforeAll(() => {
  polyfillDialog();
  mockServer.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  mockServer.resetHandlers();
  useModalStore.getState().closeModal();
  vi.clearAllMocks();
  pathname = '/';
});
afterAll(() => mockServer.close());

async function openSignIn() {
  renderWithQuery(<AuthModals />);
  useModalStore.getState().openModal('signIn');
  return screen.findByRole('dialog', { name: 'Войти' });
}

describe('sign-in modal', () => {
  it('opens on the code tab; the password tab has a masked password with a show/hide toggle', async () => {
    const user = userEvent.setup();
    expect(await openSignIn()).toHaveStyle({ maxWidth: '420px' });
    expect(screen.getByRole('tab', { name: 'По коду' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'По паролю' }));
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Нет аккаунта? Оставьте заявку' })).toHaveAttribute(
      'href',
      '/registration/',
    );

    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('tab', { name: 'По коду' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the policy checkbox only with POLICY_LINK, and the consent link only with AGREEMENT_LINK', async () => {
    mockServer.use(
      mockEndpoint(configs, () =>
        makeSiteConfigs({ POLICY_LINK: '/politika/', AGREEMENT_LINK: '/soglasie/' }),
      ),
    );
    await openSignIn();
    const box = await screen.findByRole('checkbox', {
      name: /Принимаю условия политики конфиденциальности/,
    });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'политики конфиденциальности' })).toHaveAttribute(
      'href',
      '/politika/',
    );
    expect(
      screen.getByRole('link', { name: 'согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', '/soglasie/');
  });

  it('has no policy checkbox without POLICY_LINK', async () => {
    let served = false;
    mockServer.use(
      mockEndpoint(configs, () => {
        served = true;
        return makeSiteConfigs({ POLICY_LINK: '', AGREEMENT_LINK: '/soglasie/' });
      }),
    );
    await openSignIn();
    await waitFor(() => expect(served).toBe(true));
    // Let the answer reach the form before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'согласие на обработку персональных данных' }),
    ).not.toBeInTheDocument();
  });

  it('requires the policy box when shown, and a valid e-mail', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await screen.findByRole('checkbox');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(
      await screen.findByText('Пожалуйста, введите корректный адрес электронной почты'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Необходимо принять условия политики конфиденциальности'),
    ).toBeInTheDocument();
  });

  it('shows the server detail when the password sign-in fails (spec §8)', async () => {
    mockServer.use(
      mockEndpoint(tokenByPassword, () =>
        HttpResponse.json({ detail: 'Неверный e-mail или пароль.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('tab', { name: 'По паролю' }));
    await user.type(screen.getByLabelText('E-mail'), 'buyer@vitrina.by');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный e-mail или пароль.');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('closes and reloads after a password sign-in', async () => {
    let sent: unknown;
    mockServer.use(
      mockEndpoint(tokenByPassword, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Вход выполнен.' });
      }),
    );
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('tab', { name: 'По паролю' }));
    await user.type(screen.getByLabelText('E-mail'), 'Buyer@Vitrina.by');
    await user.type(screen.getByLabelText('Пароль'), 'Buyer-2026!');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(sent).toEqual({ username: 'buyer@vitrina.by', password: 'Buyer-2026!' });
    expect(useModalStore.getState().open).toBeNull();
  });

  it('asks for a code, closes and opens the code modal; on /registration/ it first moves to ?auth=true', async () => {
    pathname = '/registration/';
    let asked: unknown;
    mockServer.use(
      mockEndpoint(sendCode, async ({ request }) => {
        asked = await request.json();
        return { detail: 'Код отправлен.', retry_after: 120 };
      }),
    );
    const user = userEvent.setup();
    await openSignIn();
    await user.type(screen.getByLabelText('E-mail'), 'buyer@vitrina.by');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(useModalStore.getState().open).toBe('code'));
    expect(asked).toEqual({ email: 'buyer@vitrina.by' });
    expect(replace).toHaveBeenCalledWith('/registration/?auth=true');
    expect(useModalStore.getState().payload).toEqual({ email: 'buyer@vitrina.by', mode: 'login' });
  });

  it('after «Забыли пароль?» asks for a restore code, and lists a failure body', async () => {
    mockServer.use(
      mockEndpoint(restore, () =>
        HttpResponse.json(
          { detail: 'Новый код можно запросить через две минуты после предыдущего.' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('tab', { name: 'По паролю' }));
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    await user.type(screen.getByLabelText('E-mail'), 'buyer@vitrina.by');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Новый код можно запросить через две минуты после предыдущего.',
    );
    expect(useModalStore.getState().open).toBe('signIn');
  });
});
