import type { Category, Product, ProductCard } from '@/lib/api/contract/catalog';

/** Factories of the catalogue UI tests (issue #3). */

export function card(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    title: 'Кирпич облицовочный керамический Керамин Терракот 1НФ',
    slug: 'kirpich-keramin-terrakot-1nf',
    article: 'КР-1НФ-0001',
    unit: 'шт',
    price: '1234.50',
    old_price: null,
    vat_rate: 20,
    price_includes_vat: true,
    stock: 3840,
    in_stock: true,
    min_qty: 1,
    pack_qty: 1,
    brand: 'Керамин',
    image: {
      id: 1,
      url: '/media/products/kirpich-1-1.svg',
      alt: 'Кирпич',
      width: 800,
      height: 800,
    },
    is_new: false,
    ...overrides,
  };
}

export function listing(overrides: Partial<Category> = {}): Category {
  const results = Array.from({ length: 3 }, (_, i) =>
    card({ id: i + 1, slug: `tovar-${i + 1}`, title: `Товар ${i + 1}` }),
  );
  return {
    id: 7,
    title: 'Кирпич',
    full_slug: 'stroymaterialy/kirpich',
    description: 'Керамический и силикатный кирпич.',
    og_description: null,
    og_image: null,
    og_title: null,
    seo_description: null,
    seo_h1: null,
    seo_keywords: null,
    seo_title: null,
    breadcrumbs: [
      { title: 'Главная', url: '/' },
      { title: 'Каталог', url: '/category/' },
      { title: 'Стройматериалы', url: '/category/stroymaterialy/' },
      { title: 'Кирпич', url: '/category/stroymaterialy/kirpich/' },
    ],
    children: [],
    facets: [
      {
        name: 'brand',
        title: 'Производитель',
        values: [
          { value: 'Керамин', count: 5 },
          { value: 'Радошковичи', count: 3 },
        ],
      },
      {
        name: 'attr_Цвет',
        title: 'Цвет',
        values: [
          { value: 'Красный', count: 4 },
          { value: 'Солома', count: 4 },
        ],
      },
    ],
    price_range: { min: '0.37', max: '5.81' },
    products: { count: 100, next: null, previous: null, results },
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    ...card(),
    old_price: '1500.00',
    min_qty: 640,
    pack_qty: 640,
    description: 'Первая строка описания.\nВторая строка описания.',
    attributes: [
      { name: 'Цвет', value: 'Терракот' },
      { name: 'Марка прочности', value: 'М150' },
    ],
    images: [
      {
        id: 1,
        url: '/media/products/kirpich-1-1.svg',
        alt: 'Кирпич спереди',
        width: 800,
        height: 800,
      },
      {
        id: 2,
        url: '/media/products/kirpich-1-2.svg',
        alt: 'Кирпич на поддоне',
        width: 800,
        height: 800,
      },
    ],
    category: {
      id: 7,
      title: 'Облицовочный кирпич',
      full_slug: 'stroymaterialy/kirpich/oblicovochnyy',
    },
    breadcrumbs: [
      { title: 'Главная', url: '/' },
      { title: 'Каталог', url: '/category/' },
      { title: 'Облицовочный кирпич', url: '/category/stroymaterialy/kirpich/oblicovochnyy/' },
      {
        title: 'Кирпич облицовочный керамический Керамин Терракот 1НФ',
        url: '/product/kirpich-keramin-terrakot-1nf/',
      },
    ],
    country: 'Беларусь',
    model_id: null,
    og_description: null,
    og_image: null,
    og_title: null,
    seo_description: 'Описание для поисковиков.',
    seo_h1: null,
    seo_keywords: null,
    seo_title: null,
    breaks: [],
    ...overrides,
  };
}
