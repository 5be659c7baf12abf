// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentPage } from '@/features/content-page/content-page';
import { ProductPage } from '@/features/product/product-page';
import { WhereToBuyPage } from '@/features/where-to-buy/where-to-buy-page';
import { TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import { renderWithClient } from './buying-support';
import { card, product } from './catalog-support';
import { productActions } from '@/app/_compose/product-actions';

vi.mock('@/features/cart/add-to-cart-button', () => ({
  AddToCartButton: () => <button type="button">В корзину</button>,
}));
vi.mock('@/features/favourites/favourite-button', () => ({
  FavouriteButton: () => <button type="button">В избранное</button>,
}));

const ldOf = (container: HTMLElement, type: string) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
    .find((d) => d['@type'] === type);

describe('ProductPage', () => {
  const data = () => ({
    product: product(),
    variants: [],
    related: [card({ id: 9, slug: 'drugoy', title: 'Другой кирпич' })],
    configs: { SITE_NAME: 'Витрина' },
  });

  it('shows what a buyer checks: price per unit with the note, stock, quantities, characteristics', () => {
    const { container } = renderWithClient(<ProductPage actions={productActions} data={data()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Кирпич облицовочный керамический Керамин Терракот 1НФ',
    );
    expect(screen.getByTestId('product-page-price').textContent?.replace(/\s/g, ' ')).toBe(
      '1 234,50 ₽',
    );
    expect(container.querySelector('s')?.textContent?.replace(/\s/g, ' ')).toBe('1 500,00 ₽');
    expect(screen.getByText(TEXT_PRICES_INFORMATIONAL)).toBeInTheDocument();
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('В наличии 3 840 шт');
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('Мин. заказ: 640 шт');
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: 'Марка прочности' }).nextElementSibling,
    ).toHaveTextContent('М150');
    expect(screen.getByText('Вторая строка описания.')).toBeInTheDocument();
    // One for the product, one per related card.
    expect(screen.getAllByRole('button', { name: 'В корзину' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'В избранное' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Другой кирпич' })).toHaveAttribute(
      'href',
      '/product/drugoy/',
    );
    expect(screen.getByRole('link', { name: 'Все товары раздела' })).toHaveAttribute(
      'href',
      '/category/stroymaterialy/kirpich/oblicovochnyy/',
    );
  });

  it('switches the gallery picture with the thumbnails', async () => {
    const user = userEvent.setup();
    renderWithClient(<ProductPage actions={productActions} data={data()} />);
    const main = () =>
      screen.getAllByRole('img').find((i) => i.getAttribute('alt')?.startsWith('Кирпич '));
    expect(main()).toHaveAttribute('alt', 'Кирпич спереди');
    await user.click(screen.getByRole('button', { name: 'Фото 2 из 2' }));
    expect(main()).toHaveAttribute('alt', 'Кирпич на поддоне');
    expect(screen.getByRole('button', { name: 'Фото 2 из 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('gives crawlers a Product with its offer and the breadcrumbs', () => {
    const { container } = renderWithClient(<ProductPage actions={productActions} data={data()} />);
    expect(ldOf(container, 'Product')).toMatchObject({
      name: 'Кирпич облицовочный керамический Керамин Терракот 1НФ',
      sku: 'КР-1НФ-0001',
      brand: { name: 'Керамин' },
      offers: {
        '@type': 'Offer',
        price: '1234.50',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Витрина' },
      },
    });
    const crumbs = ldOf(container, 'BreadcrumbList')?.itemListElement as {
      position: number;
      item: string;
    }[];
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs[2]?.item).toMatch(/\/category\/stroymaterialy\/kirpich\/oblicovochnyy$/);
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(
      within(nav).getByText('Кирпич облицовочный керамический Керамин Терракот 1НФ'),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('lists the other variants of the model, the current one not as a link', () => {
    const variants = [
      card({ id: 1, title: 'Вариант 1НФ' }),
      card({ id: 2, slug: 'variant-2', title: 'Вариант 1,4НФ' }),
    ];
    renderWithClient(<ProductPage actions={productActions} data={{ ...data(), variants }} />);
    const nav = screen.getByRole('navigation', { name: 'Другие варианты товара' });
    expect(within(nav).getByText('Вариант 1НФ')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Вариант 1,4НФ' })).toHaveAttribute(
      'href',
      '/product/variant-2/',
    );
  });

  it('shows the description under its heading, and no empty box when 1C sent none', () => {
    const described = product({ description: 'Первая строка.\n\nВторая строка.' });
    const { unmount } = renderWithClient(
      <ProductPage actions={productActions} data={{ ...data(), product: described }} />,
    );
    const section = screen.getByRole('region', { name: 'Описание' });
    expect(within(section).getByText('Вторая строка.')).toBeInTheDocument();
    unmount();
    renderWithClient(
      <ProductPage
        actions={productActions}
        data={{ ...data(), product: product({ description: ' \n' }) }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Описание' })).toBeNull();
  });
});

describe('WhereToBuyPage', () => {
  it('groups outlets by city with address, hours, phone and a map link', () => {
    const outlet = (id: number, city: string, phone: string | null) => ({
      id,
      city,
      phone,
      title: `Магазин ${id}`,
      kind: 'Партнёр',
      address: `г. ${city}, ул. Ленина, ${id}`,
      hours: 'Пн–Пт 9:00–18:00',
      lat: 53.9,
      lng: 27.56,
    });
    render(
      <WhereToBuyPage
        data={{
          total: 3,
          configs: {},
          cities: [
            {
              city: 'Минск',
              outlets: [outlet(1, 'Минск', '+375 (17) 388-12-34'), outlet(2, 'Минск', null)],
            },
            { city: 'Брест', outlets: [outlet(3, 'Брест', null)] },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Где купить');
    const minsk = screen.getByRole('region', { name: 'Минск' });
    expect(within(minsk).getAllByRole('listitem')).toHaveLength(2);
    expect(within(minsk).getByRole('link', { name: '+375 (17) 388-12-34' })).toHaveAttribute(
      'href',
      'tel:+375173881234',
    );
    expect(within(minsk).getAllByRole('link', { name: /Открыть на карте/ })[0]).toHaveAttribute(
      'href',
      'https://yandex.by/maps/?pt=27.56,53.9&z=16&l=map',
    );
    expect(screen.getByRole('link', { name: 'Брест 1' })).toHaveAttribute('href', '#city-2');
  });
});

describe('ContentPage', () => {
  it("renders the manager's HTML under the page heading, with subpages", () => {
    const page = {
      id: 1,
      slug: 'o-kompanii',
      title: 'О компании',
      content: '<h2>Кто мы</h2><p>Поставщик <a href="/gde-kupit">с магазинами</a>.</p>',
      parent: null,
      og: { title: null, description: null, image: null },
      seo: { title: null, description: null, h1: 'О нашей компании', keywords: null },
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    render(
      <ContentPage
        data={{
          page,
          children: [{ slug: 'rekvizity', title: 'Реквизиты' }],
          crumbs: [
            { title: 'Главная', url: '/' },
            { title: 'О компании', url: '/o-kompanii/' },
          ],
          configs: {},
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('О нашей компании');
    expect(screen.getByRole('heading', { level: 2, name: 'Кто мы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'с магазинами' })).toHaveAttribute(
      'href',
      '/gde-kupit',
    );
    expect(screen.getByRole('link', { name: 'Реквизиты' })).toHaveAttribute('href', '/rekvizity/');
  });
});
