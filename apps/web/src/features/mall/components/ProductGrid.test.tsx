import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid';
import { productCard } from '../../../test/product-card';

const cards = Array.from({ length: 8 }, (_, n) => productCard(n));

function renderGrid(atTop: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <ProductGrid products={cards} loading={false} expectedCount={8} atTop={atTop} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('ProductGrid', () => {
  it('holds as many card-sized placeholders as cards are expected while loading', () => {
    const { container } = render(<ProductGrid products={undefined} loading expectedCount={8} />);
    const grid = container.querySelector('[aria-busy]');
    expect(grid?.children).toHaveLength(8);
    expect(grid?.querySelectorAll('.ant-skeleton')).toHaveLength(8);
  });

  it('shows the empty state when nothing came back', () => {
    const { container } = render(<ProductGrid products={[]} loading={false} expectedCount={8} />);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('.ant-empty')).not.toBeNull();
  });

  it('loads the images of the first view first when the grid opens the page, the rest when scrolled to', () => {
    const images = [...renderGrid(true).container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(5).fill('eager'),
      ...Array(3).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      ...Array(5).fill('high'),
      ...Array(3).fill('auto'),
    ]);
  });

  it('leaves every image to load when scrolled to further down a page', () => {
    const images = [...renderGrid(false).container.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
