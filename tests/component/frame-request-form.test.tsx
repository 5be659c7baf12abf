// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { TEXT_POLICY_CHECKBOX, TEXT_REQUEST_SUBMIT } from '@/lib/constants';
import { MODAL_WIDTH } from '@/lib/constants-on-demand';
import { RequestModal } from '@/features/feedback/request-modal';
import { useModalStore } from '@/stores/modal-store';
import { renderWithQuery } from './frame-support';
import { FORM, modalFileHooks, openForm, user } from './frame-request-form-helpers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/',
}));

modalFileHooks();

describe('request form modal', () => {
  it('is 360 px wide, titled by the server, with the server labels and the policy links', async () => {
    const dialog = await openForm();
    expect(dialog).toHaveStyle({ maxWidth: `${MODAL_WIDTH.request}px` });
    expect(within(dialog).getByLabelText(/Ваше имя/)).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: /Телефон/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleName(
      `${TEXT_POLICY_CHECKBOX} и даю согласие на обработку персональных данных`,
    );
    expect(
      within(dialog).getByRole('link', { name: 'политики конфиденциальности' }),
    ).toHaveAttribute('href', '/politika/');
    expect(
      within(dialog).getByRole('link', { name: 'согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', '/soglasie/');
  });

  it('renders each field by its server-declared kind (spec §3): text or e-mail input', async () => {
    renderWithQuery(<RequestModal />);
    const form: RequestForm = {
      ...FORM,
      fields: [
        { name: 'name', label: 'Ваше имя', kind: 'CharField', required: true },
        { name: 'comment', label: 'Ваш e-mail', kind: 'EmailField', required: false },
      ],
    };
    act(() => useModalStore.getState().openModal('request', { form }));
    const dialog = await screen.findByRole('dialog', { name: FORM.title });
    expect(within(dialog).getByRole('textbox', { name: /Ваше имя/ })).toHaveAttribute(
      'type',
      'text',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Ваш e-mail' })).toHaveAttribute(
      'type',
      'email',
    );
  });

  it('gives a character-field comment a text input, not a text area', async () => {
    const dialog = await openForm();
    const comment = within(dialog).getByRole('textbox', { name: 'Комментарий' });
    expect(comment.tagName).toBe('INPUT');
    expect(comment).toHaveAttribute('type', 'text');
  });

  it('keeps the submit button disabled until the policy is accepted', async () => {
    const dialog = await openForm();
    const submit = within(dialog).getByRole('button', { name: TEXT_REQUEST_SUBMIT });
    expect(submit).toBeDisabled();
    await user().click(within(dialog).getByRole('checkbox'));
    expect(submit).toBeEnabled();
    await user().click(within(dialog).getByRole('checkbox'));
    expect(submit).toBeDisabled();
  });

  it('offers operators 25, 29, 33, 44 and takes up to 7 digits of the number only', async () => {
    const dialog = await openForm();
    const select = within(dialog).getByRole('combobox', { name: 'Код оператора' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', '25', '29', '33', '44']);
    const number = within(dialog).getByRole('textbox', { name: 'Номер' });
    await user().type(number, '12-34 56789');
    expect(number).toHaveValue('1234567');
  });
});
