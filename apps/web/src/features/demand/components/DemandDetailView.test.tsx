import type { DemandDetail, DemandItem } from '@mall/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demandRecord } from '../../../test/demand-record';
import { DemandDetailView } from './DemandDetailView';

const line = (id: string, standardPrice: string): DemandItem => ({
  id,
  productId: `p${id}`,
  styleId: `s${id}`,
  productName: `Drive ${id}`,
  sku: `PN${id}`,
  model: '',
  brand: '',
  image: null,
  styleName: 'Standard',
  spec: '',
  quantity: 1,
  unitPrice: standardPrice,
  standardPrice,
  actualPrice: standardPrice,
  customerInfo: '',
});

/** Sales set the order's price to 15,000 at rate 1: the lines keep their prices, the adjustment takes 1,160. */
function repricedOrder(): DemandDetail {
  return {
    ...demandRecord({
      standardPrice: '16160.00',
      discountRate: '1',
      adjustment: '-1160',
      actualPrice: '15000.00',
    }),
    items: [line('1', '10000.00'), line('2', '6160.00')],
  };
}

describe('DemandDetailView', () => {
  it('adds the lines up to the total: their subtotal, the adjustment as its own line, then the total', () => {
    render(<DemandDetailView detail={repricedOrder()} />);
    expect(screen.getByTestId('demand-total-subtotal').textContent).toBe('折后小计CNY 16,160.00');
    expect(screen.getByTestId('demand-total-adjustment').textContent).toBe('价格调整CNY -1,160.00');
    expect(screen.getByTestId('demand-total-total').textContent).toBe('实际总价CNY 15,000.00');
  });

  it('shows each line’s part number under its name', () => {
    render(<DemandDetailView detail={repricedOrder()} />);
    expect(screen.getAllByTestId('demand-line-sku').map((cell) => cell.textContent)).toEqual(['PN1', 'PN2']);
  });

  it('shows a discount rate of 1 as none', () => {
    render(<DemandDetailView detail={repricedOrder()} />);
    const label = screen.getByText('折扣率').closest('th');
    expect(label?.nextElementSibling?.textContent).toBe('无');
  });
});
