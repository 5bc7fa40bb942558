import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid';

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
});
