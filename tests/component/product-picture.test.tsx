// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductPicture } from '@/components/catalog/product-picture';
import { ProductGallery } from '@/features/product/product-gallery';

const SHA = 'ab'.repeat(32);
const stored = { url: `/media/p/ab/${SHA}-1200.webp`, width: 1200, height: 900 };

describe('ProductPicture', () => {
  it('offers AVIF before WebP at every stored width, with the card sizes and a reserved box', () => {
    const { container } = render(<ProductPicture image={stored} alt="Плитка" sizes="card" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      [320, 640, 1200].map((w) => `/media/p/ab/${SHA}-${w}.avif ${w}w`).join(', '),
    );
    expect(sources[1]?.getAttribute('srcset')).toContain(`/media/p/ab/${SHA}-640.webp 640w`);
    expect(sources[0]).toHaveAttribute('sizes', '(max-width: 640px) 50vw, 240px');
    const img = screen.getByRole('img', { name: 'Плитка' });
    expect(img).toHaveAttribute('src', stored.url);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('lists no width above the stored one: a 500 px picture has 320 and 500 only', () => {
    const small = { url: `/media/p/ab/${SHA}-500.webp`, width: 500, height: 300 };
    const { container } = render(<ProductPicture image={small} alt="" sizes="page" priority />);
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      `/media/p/ab/${SHA}-320.webp 320w, /media/p/ab/${SHA}-500.webp 500w`,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it.each([
    '/media/products/kirpich-12-1.svg',
    `/media/p/cd/${SHA}-1200.webp`, // prefix not of this hash: not a stored URL
    'https://cdn.example.com/photo.jpg',
  ])('draws any other URL (%s) as a plain image', (url) => {
    const { container } = render(
      <ProductPicture image={{ url, width: 800, height: 800 }} alt="Демо" sizes="card" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Демо' })).toHaveAttribute('src', url);
  });

  it('renders on the server as complete HTML: the browser needs no script to choose', () => {
    const html = renderToStaticMarkup(
      <ProductGallery images={[{ id: 1, alt: '', ...stored }]} title="Плитка керамическая" />,
    );
    expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="[^"]+-320\.avif 320w/);
    expect(html).toContain('alt="Плитка керамическая"');
  });
});
