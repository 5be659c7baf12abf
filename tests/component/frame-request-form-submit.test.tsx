// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { feedbackProcess } from '@/lib/api/endpoints/feedback';
import {
  TEXT_INVALID_PHONE,
  TEXT_REQUEST_NAME_CYRILLIC,
  TEXT_REQUEST_NAME_REQUIRED,
  TEXT_REQUEST_NUMBER_MISSING,
  TEXT_REQUEST_OPERATOR_MISSING,
  TEXT_REQUEST_SENT_NOTICE,
  TEXT_REQUEST_SUBMIT,
  TEXT_REQUEST_TOO_MANY,
} from '@/lib/constants';
import {
  MODAL_WIDTH,
  TEXT_MESSAGE_SUCCESS,
  TEXT_MESSAGE_SUCCESS_BODY,
} from '@/lib/constants-on-demand';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useFrameStore } from '@/stores/frame-store';
import { useModalStore } from '@/stores/modal-store';
import { FORM, modalFileHooks, openForm, user } from './frame-request-form-helpers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/',
}));

modalFileHooks();

describe('request form modal', () => {
  it('checks the fields before sending: Cyrillic name, operator on the select, number', async () => {
    let calls = 0;
    mockServer.use(mockEndpoint(feedbackProcess, () => (calls++, { detail: 'Заявка принята.' })));
    const dialog = await openForm();
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(within(dialog).getByRole('button', { name: TEXT_REQUEST_SUBMIT }));
    expect(await within(dialog).findByText(TEXT_REQUEST_NAME_REQUIRED)).toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: 'Код оператора' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(TEXT_REQUEST_OPERATOR_MISSING);
    expect(within(dialog).getByRole('textbox', { name: 'Номер' })).toHaveAccessibleDescription(
      TEXT_REQUEST_NUMBER_MISSING,
    );

    await user().type(within(dialog).getByLabelText(/Ваше имя/), 'John');
    expect(await within(dialog).findByText(TEXT_REQUEST_NAME_CYRILLIC)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends +375, the operator and the number; then opens the thank-you modal and the 5 s side-menu notice', async () => {
    let sent: unknown;
    mockServer.use(
      mockEndpoint(feedbackProcess, async ({ request, params }) => {
        sent = { key: params.key, body: await request.json() };
        return { detail: 'Заявка принята.' };
      }),
    );
    const dialog = await openForm();
    await user().type(within(dialog).getByLabelText(/Ваше имя/), 'Анна Петрова');
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: 'Код оператора' }),
      '29',
    );
    await user().type(within(dialog).getByRole('textbox', { name: 'Номер' }), '1234567');
    await user().type(within(dialog).getByLabelText('Комментарий'), 'Нужен счёт');
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(within(dialog).getByRole('button', { name: TEXT_REQUEST_SUBMIT }));

    const thanks = await screen.findByRole('dialog', { name: TEXT_MESSAGE_SUCCESS });
    expect(thanks).toHaveAccessibleDescription(TEXT_MESSAGE_SUCCESS_BODY);
    expect(thanks).toHaveStyle({ maxWidth: `${MODAL_WIDTH.success}px` });
    expect(
      within(thanks).getByRole('button', { name: 'Вернуться на главную' }),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      key: 'sidebar_form',
      body: { name: 'Анна Петрова', comment: 'Нужен счёт', phone: '+375291234567' },
    });
    expect(screen.queryByRole('dialog', { name: FORM.title })).not.toBeInTheDocument();
    expect(useFrameStore.getState().notice?.text).toBe(TEXT_REQUEST_SENT_NOTICE);
  });

  it('shows server field errors under name, comment and phone', async () => {
    mockServer.use(
      mockEndpoint(feedbackProcess, () =>
        HttpResponse.json(
          {
            name: ['Имя отклонено сервером'],
            comment: ['Комментарий слишком длинный'],
            phone: [TEXT_INVALID_PHONE],
          },
          { status: 400 },
        ),
      ),
    );
    const dialog = await openForm();
    await user().type(within(dialog).getByLabelText(/Ваше имя/), 'Анна');
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: 'Код оператора' }),
      '44',
    );
    await user().type(within(dialog).getByRole('textbox', { name: 'Номер' }), '765');
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(within(dialog).getByRole('button', { name: TEXT_REQUEST_SUBMIT }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Ваше имя/)).toHaveAccessibleDescription(
        'Имя отклонено сервером',
      ),
    );
    expect(within(dialog).getByLabelText('Комментарий')).toHaveAccessibleDescription(
      'Комментарий слишком длинный',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Номер' })).toHaveAccessibleDescription(
      TEXT_INVALID_PHONE,
    );
    expect(screen.queryByRole('dialog', { name: TEXT_MESSAGE_SUCCESS })).not.toBeInTheDocument();
  });

  it('shows a refusal without fields (too many requests) above the button', async () => {
    mockServer.use(
      mockEndpoint(feedbackProcess, () =>
        HttpResponse.json({ detail: TEXT_REQUEST_TOO_MANY }, { status: 429 }),
      ),
    );
    const dialog = await openForm();
    await user().type(within(dialog).getByLabelText(/Ваше имя/), 'Анна');
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: 'Код оператора' }),
      '25',
    );
    await user().type(within(dialog).getByRole('textbox', { name: 'Номер' }), '1112233');
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(within(dialog).getByRole('button', { name: TEXT_REQUEST_SUBMIT }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXT_REQUEST_TOO_MANY);
  });

  it('resets name, phone, operator and errors when closed', async () => {
    const dialog = await openForm();
    await user().type(within(dialog).getByLabelText(/Ваше имя/), 'John');
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: 'Код оператора' }),
      '33',
    );
    await user().type(within(dialog).getByRole('textbox', { name: 'Номер' }), '555');
    await user().click(within(dialog).getByRole('checkbox'));
    await user().click(within(dialog).getByRole('button', { name: TEXT_REQUEST_SUBMIT }));
    expect(await within(dialog).findByText(TEXT_REQUEST_NAME_CYRILLIC)).toBeInTheDocument();

    await user().click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(useModalStore.getState().open).toBeNull();
    act(() => useModalStore.getState().openModal('request', { form: FORM }));
    const again = await screen.findByRole('dialog', { name: FORM.title });
    expect(within(again).getByLabelText(/Ваше имя/)).toHaveValue('');
    expect(within(again).getByRole('combobox', { name: 'Код оператора' })).toHaveValue('');
    expect(within(again).getByRole('textbox', { name: 'Номер' })).toHaveValue('');
    expect(within(again).getByRole('checkbox')).not.toBeChecked();
    expect(within(again).queryByText(TEXT_REQUEST_NAME_CYRILLIC)).not.toBeInTheDocument();
  });
});
