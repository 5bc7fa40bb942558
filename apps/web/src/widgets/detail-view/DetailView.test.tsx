import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailList, detailColumns } from './DetailList';
import { DetailModal } from './DetailModal';

describe('DetailList', () => {
  it('uses 1 to 4 columns, 3 by default', () => {
    expect(detailColumns(undefined)).toBe(3);
    expect(detailColumns(1)).toBe(1);
    expect(detailColumns(4)).toBe(4);
    expect(detailColumns(7)).toBe(4);
    expect(detailColumns(0)).toBe(1);
    expect(detailColumns(2.5)).toBe(3);
  });

  it('shows each label with its value and marks an empty value', () => {
    render(
      <DetailList
        items={[
          { key: 'no', label: 'Order number', value: 'XQ-1' },
          { key: 'note', label: 'Remark', value: '' },
        ]}
      />,
    );
    expect(screen.getByText('Order number')).toBeTruthy();
    expect(screen.getByText('XQ-1')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });
});

describe('DetailModal', () => {
  it("is titled 'detailed information', shows the main and sub parts and closes", async () => {
    const onClose = vi.fn();
    render(<DetailModal open onClose={onClose} main={<p>main part</p>} sub={<p>sub part</p>} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('详细信息');
    expect(screen.getByText('main part')).toBeTruthy();
    expect(screen.getByText('sub part')).toBeTruthy();
    // The corner × (Escape too) closes it; there is no footer.
    fireEvent.click(screen.getByRole('button', { name: /^(close|关闭)$/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('switches to the whole screen and back, saying which state it is in', async () => {
    render(<DetailModal open onClose={vi.fn()} main={<p>main</p>} />);
    const modal = () => document.querySelector('.ant-modal') as HTMLElement;
    await waitFor(() => expect(modal().style.width).toBe('1200px'));
    const toggle = screen.getByRole('button', { name: '全屏' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    const exit = screen.getByRole('button', { name: '退出全屏' });
    expect(exit.getAttribute('aria-pressed')).toBe('true');
    expect(modal().style.width).toBe('100%');
    fireEvent.click(exit);
    await waitFor(() => expect(modal().style.width).toBe('1200px'));
  });
});
