// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithClient } from './buying-support';
import userEvent from '@testing-library/user-event';
import { HomePage } from '@/features/home/home-page';
import type { HomeData } from '@/features/home/get-home-data';
import { useModalStore } from '@/stores/modal-store';
import { card } from './catalog-support';
import { productActions } from '@/app/_compose/product-actions';

vi.mock('@/features/cart/add-to-cart-button', () => ({ AddToCartButton: () => null }));
vi.mock('@/features/favourites/favourite-button', () => ({ FavouriteButton: () => null }));

const form = { id: 1, key: 'sidebar_form', title: 'Оставьте заявку', fields: [] };
const data = (overrides: Partial<HomeData> = {}): HomeData => ({
  categories: [
    {
      id: 1,
      title: 'Стройматериалы',
      full_slug: 'stroymaterialy',
      image: null,
      product_count: 321,
    },
  ],
  popular: [card({ id: 1, title: 'Популярный товар' })],
  fresh: [card({ id: 2, slug: 'novyy', title: 'Новый товар' })],
  total: 2000,
  configs: {
    SITE_NAME: 'Витрина',
    HEADER_PHONE: '+375 (29) 388-12-34',
    FOOTER_PHONE: '+375 (17) 388-12-34',
    FOOTER_EMAIL: 'info@vitrina.by',
    ADDRESS_TEXT: 'г. Минск, ул. Тимирязева, 65Б',
  },
  requestForm: form,
  ...overrides,
});

beforeEach(() => useModalStore.getState().closeModal());

describe('HomePage', () => {
  it('leads to the top categories and shows popular and new products', () => {
    renderWithClient(<HomePage actions={productActions} data={data()} />);
    expect(screen.getByRole('link', { name: /Стройматериалы\s*321 товар/ })).toHaveAttribute(
      'href',
      '/category/stroymaterialy/',
    );
    expect(
      within(screen.getByRole('region', { name: 'Популярные товары' })).getByRole('link', {
        name: 'Популярный товар',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Новые поступления' })).getByRole('link', {
        name: 'Смотреть все',
      }),
    ).toHaveAttribute('href', '/category/?sort=new');
  });

  it('opens the price-list download and the request form from its calls to action', async () => {
    const user = userEvent.setup();
    renderWithClient(<HomePage actions={productActions} data={data()} />);
    await user.click(
      within(screen.getByRole('region', { name: 'Прайс-лист со всеми позициями' })).getByRole(
        'button',
        { name: 'Скачать каталог' },
      ),
    );
    expect(useModalStore.getState().open).toBe('downloadCatalogue');
    await user.click(screen.getByRole('button', { name: 'Оставить заявку' }));
    expect(useModalStore.getState()).toMatchObject({ open: 'request', payload: { form } });
  });

  it('lists the contacts from the configs and hides the request button without a form', () => {
    renderWithClient(<HomePage actions={productActions} data={data({ requestForm: null })} />);
    const contacts = screen.getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByRole('link', { name: '+375 (29) 388-12-34' })).toHaveAttribute(
      'href',
      'tel:+375293881234',
    );
    expect(within(contacts).getByRole('link', { name: 'info@vitrina.by' })).toHaveAttribute(
      'href',
      'mailto:info@vitrina.by',
    );
    expect(within(contacts).getByText('г. Минск, ул. Тимирязева, 65Б')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оставить заявку' })).toBeNull();
  });
});
