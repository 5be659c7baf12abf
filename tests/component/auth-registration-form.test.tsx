// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ddParty } from '@/lib/api/endpoints/companies';
import { registration } from '@/lib/api/endpoints/auth';
import { RegistrationForm } from '@/features/auth/registration-form';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { renderWithQuery } from './auth-support';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  useModalStore.getState().closeModal();
});
afterAll(() => mockServer.close());

const COMPANIES = [
  {
    name: 'ООО «СтройДом»',
    title: 'Общество с ограниченной ответственностью «СтройДом»',
    inn: null,
    unp: '192736453',
  },
  {
    name: 'ООО «СтройЛидер»',
    title: 'Общество с ограниченной ответственностью «СтройЛидер»',
    inn: '7728123459',
    unp: null,
  },
];

describe('registration application form', () => {
  it('marks the required fields and shows e-mail and phone errors together (spec §5)', async () => {
    const user = userEvent.setup();
    renderWithQuery(<RegistrationForm policyLink="/politika/" />);
    await user.type(screen.getByLabelText(/Имя/), 'Светлана');
    await user.type(screen.getByRole('combobox', { name: /Организация/ }), 'ЧУП «Своё»');
    await user.type(screen.getByLabelText(/E-mail/), 'svetlana@');
    await user.type(screen.getByLabelText(/Номер телефона/), '2912');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(
      await screen.findByText('Пожалуйста, введите корректный адрес электронной почты'),
    ).toBeInTheDocument();
    expect(screen.getByText('Некорректный номер телефона')).toBeInTheDocument();
    expect(
      screen.getByText('Необходимо принять условия политики конфиденциальности'),
    ).toBeInTheDocument();
  });

  it('requires name and organization', async () => {
    const user = userEvent.setup();
    renderWithQuery(<RegistrationForm />);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Укажите имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите организацию')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('masks the phone as +375 (##) ###-##-## and +7 (###) ###-##-##', async () => {
    const user = userEvent.setup();
    renderWithQuery(<RegistrationForm />);
    const phone = screen.getByLabelText(/Номер телефона/);
    await user.type(phone, '291234567');
    expect(phone).toHaveValue('(29) 123-45-67');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Код страны' }), '+7');
    const ru = screen.getByLabelText(/Номер телефона/);
    await user.type(ru, '9123456789');
    expect(ru).toHaveValue('(912) 345-67-89');
  });

  it('suggests companies; a pick fills the organization and an УНП field; the valid application asks for a code', async () => {
    let query = '';
    let sent: Record<string, unknown> | undefined;
    mockServer.use(
      mockEndpoint(ddParty, ({ params, request }) => {
        query = `${String(params.text)}?${new URL(request.url).searchParams.toString()}`;
        return COMPANIES;
      }),
      mockEndpoint(registration, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return { detail: 'Мы отправили письмо с кодом на указанный адрес.', retry_after: 120 };
      }),
    );
    const user = userEvent.setup();
    renderWithQuery(<RegistrationForm policyLink="/politika/" />);
    await user.type(screen.getByLabelText(/Имя/), 'Андрей');
    const org = screen.getByRole('combobox', { name: /Организация/ });
    await user.type(org, 'строй');
    const option = await screen.findByRole('option', { name: /ООО «СтройДом»/ });
    expect(query).toBe('строй?country=all');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.click(option);
    expect(org).toHaveValue('ООО «СтройДом»');
    expect(screen.getByLabelText(/УНП/)).toHaveValue('192736453');

    await user.type(screen.getByLabelText(/E-mail/), 'a.sokolov@stroydom.by');
    await user.type(screen.getByLabelText(/Номер телефона/), '291234567');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(useModalStore.getState().open).toBe('code'));
    expect(sent).toEqual({
      first_name: 'Андрей',
      organization: 'ООО «СтройДом»',
      email: 'a.sokolov@stroydom.by',
      phone: '+375291234567',
      company_picked: true,
      unp: '192736453',
      is_registration: true,
      policy_accepted: true,
    });
    expect(useModalStore.getState().payload).toMatchObject({
      email: 'a.sokolov@stroydom.by',
      mode: 'registration',
    });
  });

  it('picks with the keyboard, and typing over a pick drops the company and its ИНН', async () => {
    mockServer.use(mockEndpoint(ddParty, () => COMPANIES));
    const user = userEvent.setup();
    renderWithQuery(<RegistrationForm />);
    const org = screen.getByRole('combobox', { name: /Организация/ });
    await user.type(org, 'строй');
    await screen.findByRole('option', { name: /СтройЛидер/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(org).toHaveValue('ООО «СтройЛидер»');
    expect(screen.getByLabelText(/ИНН/)).toHaveValue('7728123459');
    await user.type(org, ' плюс');
    expect(screen.queryByLabelText(/ИНН/)).not.toBeInTheDocument();
  });

  it('puts server field errors under their fields and lists the rest (spec §8)', async () => {
    mockServer.use(
      mockEndpoint(registration, () =>
        HttpResponse.json(
          {
            email: ['Адрес не принимает почту.'],
            detail: 'Слишком много запросов кода. Попробуйте позже.',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithQuery(<RegistrationForm />);
    await user.type(screen.getByLabelText(/Имя/), 'Игорь');
    await user.type(screen.getByRole('combobox', { name: /Организация/ }), 'Своя фирма');
    await user.type(screen.getByLabelText(/E-mail/), 'igor@example.by');
    await user.type(screen.getByLabelText(/Номер телефона/), '447654321');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Адрес не принимает почту.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Слишком много запросов кода. Попробуйте позже.',
    );
    expect(useModalStore.getState().open).toBeNull();
  });
});
