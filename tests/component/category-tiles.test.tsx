// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CategoryTiles } from '@/features/catalog/category-tiles';
import { makeCategoryTree } from '@/mocks/factories';

describe('CategoryTiles', () => {
  it('links every top category and its children to /category/{full_slug}/', () => {
    render(<CategoryTiles tree={makeCategoryTree()} />);
    expect(screen.getByRole('link', { name: 'Стройматериалы' })).toHaveAttribute(
      'href',
      '/category/stroymaterialy/',
    );
    expect(screen.getByRole('link', { name: 'Кирпич' })).toHaveAttribute(
      'href',
      '/category/stroymaterialy/kirpich/',
    );
    expect(screen.getByRole('link', { name: 'Сухие смеси' })).toHaveAttribute(
      'href',
      '/category/suhie-smesi/',
    );
  });
});
