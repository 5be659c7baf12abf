// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { personal, personalUpdate } from '@/lib/api/endpoints/account';
import { AccountPage } from '@/features/account/account-page';
import { CURRENT_USER_KEY } from '@/lib/account/current-user-key';
import { AccountMenu } from '@/features/auth/account-menu';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { renderWithClient } from './buying-support';
import { signedInBuyerHooks } from './cart-widgets-helpers';
import { makeUser } from './auth-support';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/order/', useRouter: () => ({ push }) }));

signedInBuyerHooks(() => push.mockReset());

describe('account page', () => {
  it('shares the current-user cache with the profile menu: what the page prefetched is not asked again', async () => {
    let asked = 0;
    mockServer.use(
      mockEndpoint(personal, () => {
        asked += 1;
        return makeUser();
      }),
    );
    // The account page's server data function fills this key (features/account/get-account-page.ts).
    const client = new QueryClient();
    client.setQueryData(CURRENT_USER_KEY, makeUser());
    render(
      <QueryClientProvider client={client}>
        <AccountMenu />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: /^Профиль: Андрей Соколов/ })).toBeVisible();
    expect(asked).toBe(0);
    client.clear();
  });

  it('shows the initials and how much of the profile is filled; saving sends the changes', async () => {
    let user = makeUser();
    const patches: unknown[] = [];
    mockServer.use(
      mockEndpoint(personal, () => user),
      mockEndpoint(personalUpdate, async ({ request }) => {
        const body = (await request.json()) as Record<string, string | null>;
        patches.push(body);
        user = { ...user, ...body, profile_filled: true };
        return user;
      }),
    );
    const ui = userEvent.setup();
    renderWithClient(<AccountPage />);
    expect(await screen.findByTestId('account-initials')).toHaveTextContent('АС');
    expect(screen.getByTestId('profile-filled')).toHaveTextContent(
      'Профиль заполнен не полностью: 6 из 12',
    );
    await ui.type(screen.getByLabelText('СНИЛС'), '123');
    await ui.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('СНИЛС состоит из 11 цифр')).toBeInTheDocument();
    expect(patches).toEqual([]);
    await ui.clear(screen.getByLabelText('СНИЛС'));
    await ui.type(screen.getByLabelText('СНИЛС'), '112-233-445 95');
    await ui.type(screen.getByLabelText('Серия паспорта'), 'MP');
    await ui.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Данные сохранены.')).toBeInTheDocument();
    expect(patches[0]).toMatchObject({
      snils: '112-233-445 95',
      passport_series: 'MP',
      first_name: 'Андрей',
      passport_number: null,
    });
    expect(screen.getByTestId('profile-filled')).toHaveTextContent('Профиль заполнен');
  });
});
