// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setPassword } from '@/lib/api/endpoints/account';
import { PasswordForm } from '@/features/account/password-form';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const NEW = 'Krovlya-Minsk-2026';

/** The server of issue #17: a current password is needed (the sign-in is old) and checked. */
function serverWantingCurrent(bodies: unknown[]) {
  mockServer.use(
    mockEndpoint(setPassword, async ({ request }) => {
      const body = (await request.json()) as { current_password?: string };
      bodies.push(body);
      if (!body.current_password)
        return HttpResponse.json(
          { current_password: ['Введите текущий пароль.'] },
          { status: 400 },
        );
      if (body.current_password !== 'Old-Password-1')
        return HttpResponse.json(
          { current_password: ['Текущий пароль введён неверно.'] },
          { status: 400 },
        );
      return HttpResponse.json({ detail: 'Вы вошли.' });
    }),
  );
}

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Новый пароль'), NEW);
  await user.type(screen.getByLabelText('Повторите пароль'), NEW);
}

describe('the account page password form (issue #17)', () => {
  it('has no current password field while the server does not ask for one', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      mockEndpoint(setPassword, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'Вы вошли.' });
      }),
    );
    const user = userEvent.setup();
    render(<PasswordForm />);
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён.');
    expect(bodies).toEqual([{ password: NEW, confirm_password: NEW }]);
  });

  it('shows «Текущий пароль» when the server asks, keeps the new password, and sends it along', async () => {
    const bodies: unknown[] = [];
    serverWantingCurrent(bodies);
    const user = userEvent.setup();
    render(<PasswordForm />);
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    const current = await screen.findByLabelText('Текущий пароль');
    expect(screen.getByText('Введите текущий пароль.')).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getByLabelText('Новый пароль')).toHaveValue(NEW);

    await user.type(current, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Текущий пароль введён неверно.')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'Old-Password-1');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён.');
    expect(bodies.at(-1)).toEqual({
      password: NEW,
      confirm_password: NEW,
      current_password: 'Old-Password-1',
    });
    // Done: the form is empty and asks no current password for the next change.
    expect(screen.queryByLabelText('Текущий пароль')).toBeNull();
  });
});
