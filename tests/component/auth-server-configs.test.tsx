// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { sendCode } from '@/lib/api/endpoints/auth';
import { configs } from '@/lib/api/endpoints/content';
import { AuthModals } from '@/features/auth/auth-modals';
import { RegistrationPage } from '@/features/auth/registration-page';
import {
  CODE_RESEND_COUNTDOWN_S,
  TEXT_GET_CODE,
  TEXT_POLICY_REQUIRED,
  TEXT_SUBMIT_APPLICATION,
} from '@/lib/constants';
import { TEXT_SIGN_IN } from '@/lib/constants-frame';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { renderWithQuery } from './auth-support';
import { modalFileHooks } from './frame-request-form-helpers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/registration/',
}));

const LINKS = { policyLink: '/politika/', agreementLink: '/soglasie/' };
const POLICY_BOX = { name: /Принимаю условия политики конфиденциальности/ };

modalFileHooks();

describe('forms drawn from the configs the server rendered with', () => {
  it('draws the registration form, with its policy box, when the browser cannot load the configs (spec §8)', async () => {
    let asked = false;
    mockServer.use(
      mockEndpoint(configs, () => {
        asked = true;
        return HttpResponse.json({ detail: 'Ошибка сервера' }, { status: 500 });
      }),
    );
    renderWithQuery(<RegistrationPage authRequested={false} policyLinks={LINKS} />);
    expect(screen.getByRole('button', { name: TEXT_SUBMIT_APPLICATION })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', POLICY_BOX)).not.toBeChecked();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: TEXT_SUBMIT_APPLICATION })).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows the sign-in policy box from the first paint, so an early submit cannot skip consent', async () => {
    const sent: unknown[] = [];
    mockServer.use(
      // The browser's own configs answer would come late: the box must not wait for it.
      mockEndpoint(configs, async () => {
        await delay('infinite');
        return [];
      }),
      mockEndpoint(sendCode, async ({ request }) => {
        sent.push(await request.json());
        return { detail: 'Код отправлен.', retry_after: CODE_RESEND_COUNTDOWN_S };
      }),
    );
    renderWithQuery(<AuthModals policyLinks={LINKS} />);
    act(() => useModalStore.getState().openModal('signIn'));
    const dialog = screen.getByRole('dialog', { name: TEXT_SIGN_IN });
    expect(screen.getByRole('checkbox', POLICY_BOX)).not.toBeChecked();
    expect(dialog).toContainElement(
      screen.getByRole('link', { name: 'согласие на обработку персональных данных' }),
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'buyer@vitrina.by');
    await user.click(screen.getByRole('button', { name: TEXT_GET_CODE }));
    expect(await screen.findByText(TEXT_POLICY_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
