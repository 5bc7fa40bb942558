import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onChange = vi.fn();
  render(<Pager current={2} pageSize={10} total={45} onChange={onChange} {...props} />);
  return onChange;
}

describe('Pager', () => {
  it('shows the range and total and marks the current page', () => {
    renderPager();
    expect(screen.getByText('第 11-20 条，共 45 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '第 5 页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '第 6 页' })).toBeNull();
  });

  it('goes to a page, the previous and the next one', () => {
    const onChange = renderPager();
    fireEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onChange.mock.calls).toEqual([
      [4, 10],
      [1, 10],
      [3, 10],
    ]);
  });

  it('cannot go before the first page or past the last', () => {
    renderPager({ current: 1, total: 8 });
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);
  });

  it('starts again at page 1 with a new page size', () => {
    const onChange = renderPager();
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '30 条/页',
    ]);
    fireEvent.change(size, { target: { value: '30' } });
    expect(onChange).toHaveBeenCalledWith(1, 30);
  });

  it('jumps to a typed page, kept within the pages there are', () => {
    const onChange = renderPager();
    const jump = screen.getByLabelText(/跳至/);
    fireEvent.change(jump, { target: { value: '4' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    fireEvent.change(jump, { target: { value: '99' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    fireEvent.change(jump, { target: { value: '2' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([
      [4, 10],
      [5, 10],
    ]);
    expect((jump as HTMLInputElement).value).toBe('');
  });

  it('uses the range text it is given', () => {
    renderPager({ totalText: ({ start, end, total }) => `${start}..${end} of ${total}+` });
    expect(screen.getByText('11..20 of 45+')).toBeTruthy();
  });
});
