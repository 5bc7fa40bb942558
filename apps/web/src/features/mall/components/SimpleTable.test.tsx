import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimpleTable } from './SimpleTable';

/** jsdom lays nothing out: the content is as wide as `content`, the box as wide as `box`. */
function layOut(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

const suite = (
  <SimpleTable
    caption="Suite contents"
    columns={[{ key: 'name', title: 'Name', render: (row: string) => row }]}
    rows={['Bolt']}
    rowKey={(row) => row}
    empty="None"
  />
);

describe('SimpleTable on a narrow screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region in the tab order while its table scrolls sideways', () => {
    layOut(800, 358);
    render(suite);
    const region = screen.getByRole('region', { name: 'Suite contents' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('is a plain block, no tab stop, while all of the table fits', () => {
    layOut(358, 358);
    const { container } = render(suite);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
