import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demandRecord } from '../../../test/demand-record';
import { useDemandModals } from './use-demand-modals';

// Each modal stands in as a dialog with one close button: what the hook does around it is under test.
vi.mock('../components/DemandModals', () => {
  const Stub = ({ onClose }: { onClose: () => void }) => (
    <div role="dialog">
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
  return {
    DetailModal: Stub,
    LogsModal: Stub,
    ApplyModal: Stub,
    RefuseModal: Stub,
    ModifyPriceModal: Stub,
  };
});

function Harness() {
  const modals = useDemandModals();
  return (
    <>
      <button type="button" onClick={() => modals.open('detail', demandRecord())}>
        detail
      </button>
      {modals.element}
    </>
  );
}

describe('useDemandModals', () => {
  it('gives the focus back to the button that opened the order detail when it closes', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'detail' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'close' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
