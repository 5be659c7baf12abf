// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { registration, sendCode, tokenByCode } from '@/lib/api/endpoints/auth';
import { AuthModals } from '@/features/auth/auth-modals';
import { formatCountdown } from '@/features/auth/use-countdown';
import { CODE_RESEND_COUNTDOWN_S, TEXT_CODE_RESEND } from '@/lib/constants';
import { reloadPage } from '@/features/auth/reload';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { polyfillDialog, renderWithQuery } from './auth-support';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push, refresh: vi.fn() }),
  usePathname: () => '/',
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
  vi.useRealTimers();
  sessionStorage.clear();
});
afterAll(() => mockServer.close());

async function openCode(
  payload: Record<string, unknown> = { email: 'buyer@vitrina.by', mode: 'login' },
) {
  renderWithQuery(<AuthModals />);
  act(() => useModalStore.getState().openModal('code', payload));
  await screen.findByRole('dialog', { name: 'Войти' });
  return screen.getByLabelText('Код из письма');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('code modal', () => {
  it('counts down from 02:00 each second with resend disabled, then enables resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCode();
    expect(screen.getByRole('dialog', { name: 'Войти' })).toHaveStyle({ maxWidth: '420px' });
    expect(screen.getByText('02:00')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });
    expect(resend).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('01:59')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText('00:59')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(resend).not.toBeDisabled();
    expect(screen.queryByText(/Повторная отправка через/)).not.toBeInTheDocument();
  });

  it('shows 02:00 again at zero (spec §4: the countdown resets), with resend open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCode();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CODE_RESEND_COUNTDOWN_S * 1000);
    });
    expect(screen.getByRole('button', { name: TEXT_CODE_RESEND })).toBeEnabled();
    expect(screen.getByText(formatCountdown(CODE_RESEND_COUNTDOWN_S))).toBeVisible();
    // It stays there: nothing counts on until a new code is asked for.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByText(formatCountdown(CODE_RESEND_COUNTDOWN_S))).toBeVisible();
  });

  it('sends nothing before the eighth digit and signs in at once on it, then reloads', async () => {
    const sent: unknown[] = [];
    mockServer.use(
      mockEndpoint(tokenByCode, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ detail: 'Вход выполнен.' });
      }),
    );
    const input = await openCode();
    type(input, '1234567');
    expect(sent).toHaveLength(0);
    type(input, '12-34 5678');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(sent).toEqual([{ email: 'buyer@vitrina.by', code: '12345678' }]);
    // Spec §4: the code modal closes and the success modal shows, and it outlives the reload.
    expect(useModalStore.getState().open).toBe('success');
    expect(sessionStorage.getItem('vitrina.signedInByCode')).toBe('1');
  });

  it('shows the success modal once after the reload that ends a sign-in by code', async () => {
    sessionStorage.setItem('vitrina.signedInByCode', '1');
    renderWithQuery(<AuthModals />);
    await waitFor(() => expect(useModalStore.getState().open).toBe('success'));
    expect(useModalStore.getState().payload).toEqual({
      title: 'Вы вошли в личный кабинет',
      text: 'Заказы, торговые точки и ваши данные — в меню профиля справа вверху.',
    });
    expect(sessionStorage.getItem('vitrina.signedInByCode')).toBeNull();
  });

  it('lists the failure body under the field, disables resend and closes itself after 7 s', async () => {
    mockServer.use(
      mockEndpoint(tokenByCode, () =>
        HttpResponse.json(
          {
            code: ['Неверный или просроченный код.', 'Запросите новый.'],
            detail: 'Проверьте адрес.',
          },
          { status: 400 },
        ),
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = await openCode();
    type(input, '00000000');
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Неверный или просроченный код. Запросите новый.',
      'Проверьте адрес.',
    ]);
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6500);
    });
    expect(useModalStore.getState().open).toBe('code');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(useModalStore.getState().open).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('resends the code, then reloads, and the modal returns after the reload', async () => {
    let asked = 0;
    mockServer.use(
      mockEndpoint(sendCode, () => {
        asked += 1;
        return { detail: 'Код отправлен.', retry_after: 120 };
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCode();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(asked).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('vitrina.codeFlow') ?? 'null')).toEqual({
      email: 'buyer@vitrina.by',
      mode: 'login',
    });
  });

  it('reopens itself on load when a resend reloaded the page', async () => {
    sessionStorage.setItem(
      'vitrina.codeFlow',
      JSON.stringify({ email: 'x@vitrina.by', mode: 'login' }),
    );
    renderWithQuery(<AuthModals />);
    expect(await screen.findByText('x@vitrina.by')).toBeInTheDocument();
    expect(sessionStorage.getItem('vitrina.codeFlow')).toBeNull();
  });

  it('finishes a registration: the application again with the code, then the success modal and home', async () => {
    let body: Record<string, unknown> | undefined;
    mockServer.use(
      mockEndpoint(registration, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ detail: 'Вход выполнен.' });
      }),
    );
    const application = {
      first_name: 'Светлана',
      organization: 'ООО «БелСтройМаркет»',
      email: 'svetlana@example.by',
      phone: '+375 (29) 123-45-67',
      company_picked: true,
      unp: '190000005',
      is_registration: true,
      policy_accepted: true,
    };
    const input = await openCode({
      email: 'svetlana@example.by',
      mode: 'registration',
      registration: application,
    });
    type(input, '87654321');
    expect(await screen.findByRole('dialog', { name: 'Спасибо за регистрацию!' })).toHaveStyle({
      maxWidth: '392px',
    });
    expect(
      screen.getByText(/как только менеджер проверит и активирует учётную запись/),
    ).toBeInTheDocument();
    expect(body).toEqual({ ...application, code: '87654321' });
    expect(push).toHaveBeenCalledWith('/');
    fireEvent.click(screen.getByRole('button', { name: 'Вернуться на главную' }));
    expect(useModalStore.getState().open).toBeNull();
  });
});
