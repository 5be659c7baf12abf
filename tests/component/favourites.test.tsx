// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { favouriteAdd, favouriteRemove, favourites } from '@/lib/api/endpoints/favourites';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { FavouritesHeaderButton } from '@/features/favourites/favourites-header-button';
import { favouriteIdsOptions } from '@/features/favourites/favourites-queries';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { deferred, makeProduct, renderWithClient } from './buying-support';
import { signedInBuyerHooks } from './cart-widgets-helpers';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

signedInBuyerHooks(() => useModalStore.getState().closeModal());

/** A tiny favourites server: the ids it holds, and what the hearts asked it to do. */
function serveFavourites(start: number[]) {
  const ids = [...start];
  const calls: string[] = [];
  mockServer.use(
    mockEndpoint(favourites, () => ({
      count: ids.length,
      next: null,
      previous: null,
      results: [],
      product_ids: [...ids],
    })),
    mockEndpoint(favouriteAdd, async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: number };
      calls.push(`add ${product_id}`);
      ids.unshift(product_id);
      return {
        id: product_id,
        product: makeProduct({ id: product_id }),
        created_at: new Date().toISOString(),
      };
    }),
    mockEndpoint(favouriteRemove, ({ params }) => {
      calls.push(`remove ${String(params.id)}`);
      ids.splice(ids.indexOf(Number(params.id)), 1);
      return { detail: 'Товар убран из избранного.' };
    }),
  );
  return calls;
}

describe('favourite heart', () => {
  it('shows whether the product is kept and toggles it both ways', async () => {
    const calls = serveFavourites([11]);
    const user = userEvent.setup();
    renderWithClient(
      <>
        <FavouriteButton productId={11} />
        <FavouritesHeaderButton />
      </>,
    );
    const heart = await screen.findByRole('button', { name: 'Убрать из избранного' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Избранное: 1' })).toHaveAttribute(
      'href',
      '/favourites/',
    );
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(calls).toEqual(['remove 11']));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Избранное' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    await waitFor(() => expect(calls).toEqual(['remove 11', 'add 11']));
    expect(await screen.findByRole('link', { name: 'Избранное: 1' })).toBeInTheDocument();
  });

  it('puts the heart back when the server refuses', async () => {
    serveFavourites([]);
    const gate = deferred();
    mockServer.use(
      mockEndpoint(favouriteAdd, async () => {
        await gate.promise;
        return HttpResponse.json({ detail: 'Товар не найден.' }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    const { client } = renderWithClient(<FavouriteButton productId={99} />);
    await waitFor(() =>
      expect(client.getQueryState(favouriteIdsOptions().queryKey)?.status).toBe('success'),
    );
    await user.click(screen.getByRole('button'));
    // On at once, while the server thinks…
    expect(screen.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    gate.resolve();
    // …and off again when it says no.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('asks a guest to sign in, from the heart and from the header', async () => {
    Cookies.remove('signed_in');
    const user = userEvent.setup();
    renderWithClient(
      <>
        <FavouriteButton productId={11} />
        <FavouritesHeaderButton />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    expect(useModalStore.getState().open).toBe('signIn');
    useModalStore.getState().closeModal();
    await user.click(screen.getByRole('link', { name: 'Избранное' }));
    expect(useModalStore.getState().open).toBe('signIn');
  });
});
