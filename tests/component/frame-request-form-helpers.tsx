import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { SuccessModals } from '@/features/layout/success-modals';
import { RequestModal } from '@/features/feedback/request-modal';
import { useModalStore } from '@/stores/modal-store';
import { mockServer } from '@/mocks/server';
import { polyfillDialog, renderWithQuery } from './frame-support';

export const FORM: RequestForm = {
  id: 1,
  key: 'sidebar_form',
  title: 'Оставьте заявку — перезвоним в течение 15 минут',
  fields: [
    { name: 'name', label: 'Ваше имя', kind: 'CharField', required: true },
    { name: 'phone', label: 'Телефон', kind: 'CharField', required: true },
    { name: 'comment', label: 'Комментарий', kind: 'CharField', required: false },
  ],
};

export async function openForm() {
  renderWithQuery(
    <>
      <RequestModal policyLink="/politika/" agreementLink="/soglasie/" />
      <SuccessModals />
    </>,
  );
  act(() => useModalStore.getState().openModal('request', { form: FORM }));
  return screen.findByRole('dialog', { name: FORM.title });
}

export const user = () => userEvent.setup();

/**
 * The hooks of a file that opens modals against the mock server: jsdom has no native dialog,
 * and a modal left open would open the next test. `cleanUp` runs last after each test, for
 * what the file itself mocks.
 */
export function modalFileHooks(cleanUp: () => void = () => undefined) {
  beforeAll(() => {
    polyfillDialog();
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    mockServer.resetHandlers();
    act(() => useModalStore.getState().closeModal());
    cleanUp();
  });
  afterAll(() => mockServer.close());
}
