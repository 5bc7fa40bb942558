import type { BomCandidate, BomPreviewLine } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { addBomLines, previewBom, searchBomProducts } from '../api/bom-api';
import { BomUpload } from './BomUpload';

vi.mock('../api/bom-api', () => ({
  previewBom: vi.fn(),
  addBomLines: vi.fn(),
  downloadBomTemplate: vi.fn(),
  searchBomProducts: vi.fn(),
}));

const servo: BomCandidate = {
  productId: 'p1',
  code: 'SV-1',
  model: 'SV1',
  name: 'Servo',
  takenDown: false,
  styles: [{ id: 's1', name: 'A', spec: '', unitPrice: '10.00', currency: 'CNY' }],
};
const drive: BomCandidate = {
  productId: 'p2',
  code: 'DR-2',
  model: '',
  name: 'Drive',
  takenDown: false,
  styles: [
    { id: 's2', name: 'Black', spec: '', unitPrice: '20.00', currency: 'CNY' },
    { id: 's3', name: 'White', spec: '', unitPrice: '21.00', currency: 'CNY' },
  ],
};
const gone: BomCandidate = { ...servo, productId: 'p3', code: 'GONE-3', takenDown: true, styles: [] };

function line(row: number, change: Partial<BomPreviewLine>): BomPreviewLine {
  return {
    row,
    partNo: `P-${row}`,
    styleText: '',
    quantityText: '2',
    quantity: 2,
    status: 'matched',
    reason: null,
    productId: null,
    styleId: null,
    candidates: [],
    duplicateOf: null,
    ...change,
  };
}

const lines: BomPreviewLine[] = [
  line(2, { partNo: 'SV-1', productId: 'p1', styleId: 's1', candidates: [servo] }),
  line(3, {
    partNo: 'sv 1',
    status: 'suggested',
    reason: 'closeMatch',
    productId: 'p1',
    styleId: 's1',
    candidates: [servo],
  }),
  line(4, {
    partNo: 'DR-2',
    status: 'exact',
    reason: 'chooseStyle',
    productId: 'p2',
    candidates: [drive],
  }),
  line(5, { partNo: 'NOPE', status: 'notFound', reason: 'notFound' }),
  line(6, {
    partNo: 'GONE-3',
    status: 'notAllowed',
    reason: 'takenDown',
    productId: 'p3',
    candidates: [gone],
  }),
  line(7, {
    partNo: 'SV-1',
    status: 'notAllowed',
    reason: 'quantityInvalid',
    quantity: null,
    quantityText: 'ten',
    productId: 'p1',
    styleId: 's1',
    candidates: [servo],
  }),
];

function renderUpload() {
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BomUpload />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
}

function chooseFile(name = 'bom.xlsx') {
  const input = screen.getByTestId('bom-upload').querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

/** The confirm's OK button (the dialog opens over the preview). */
async function confirmAdd() {
  const ok = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary');
    expect(button?.textContent).toBe('加入购物车');
    return button!;
  });
  fireEvent.click(ok);
}

async function openPreview() {
  vi.mocked(previewBom).mockResolvedValue({ lines });
  renderUpload();
  chooseFile();
  return screen.findByTestId('bom-preview-table');
}

// Each test renders the dialog and its table of antd controls, slow on a busy machine.
describe('BomUpload preview', { timeout: 60_000 }, () => {
  afterEach(() => vi.clearAllMocks());

  it('shows every line with its status and reason; only matched lines start taken', async () => {
    const table = await openPreview();
    expect(within(table).getByTestId('bom-status-2').textContent).toBe('已匹配');
    expect(within(table).getByTestId('bom-status-3').textContent).toBe('建议');
    expect(within(table).getByTestId('bom-status-5').textContent).toBe('未找到');
    expect(within(table).getByTestId('bom-status-6').textContent).toBe('不可订购');
    expect(within(table).getByTestId('bom-status-4').textContent).toBe('型号一致');
    expect(within(table).getByText('相近匹配：请确认建议的商品，或搜索其他商品')).toBeTruthy();
    expect(within(table).getByText('该商品已下架')).toBeTruthy();
    expect(screen.getByTestId('bom-accepted-count').textContent).toBe('将加入 1 / 6 行');
    // Nothing to add from a line without a product, nor from a taken-down one.
    expect(screen.getByRole('checkbox', { name: '将第 5 行加入购物车' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: '将第 6 行加入购物车' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds the lines the buyer accepted, fixed and kept, after a confirm', async () => {
    vi.mocked(addBomLines).mockResolvedValue({ count: 2 });
    await openPreview();
    // Confirm the close match, fix the bad quantity and take it, choose the drive's style.
    fireEvent.click(screen.getByRole('button', { name: '确认商品：第 3 行' }));
    expect(screen.getByTestId('bom-status-3').textContent).toBe('已匹配');
    const quantity = screen.getByLabelText('SV-1 的数量', { selector: '[aria-invalid="true"]' });
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '将第 7 行加入购物车' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'DR-2 的款式' }));
    fireEvent.click(await screen.findByText('White · CNY 21.00'));
    expect(screen.getByTestId('bom-status-4').textContent).toBe('已匹配');
    // Then drop the first line again.
    fireEvent.click(screen.getByRole('button', { name: '移除第 2 行' }));
    expect(screen.getByTestId('bom-accepted-count').textContent).toBe('将加入 3 / 6 行');

    fireEvent.click(screen.getByTestId('bom-add'));
    await confirmAdd();
    await waitFor(() =>
      expect(addBomLines).toHaveBeenCalledWith({
        lines: [
          { productId: 'p1', styleId: 's1', quantity: 2 },
          { productId: 'p2', styleId: 's3', quantity: 2 },
          { productId: 'p1', styleId: 's1', quantity: 5 },
        ],
      }),
    );
    expect(await screen.findByText('已将接受的行加入购物车')).toBeTruthy();
  });

  it('takes a guess only once confirmed, applies a style to every line of its product, flags repeats and finds an unknown line by a search', async () => {
    vi.mocked(searchBomProducts).mockResolvedValue({ candidates: [drive] });
    vi.mocked(previewBom).mockResolvedValue({
      lines: [
        line(2, {
          partNo: 'DR-2',
          status: 'exact',
          reason: 'chooseStyle',
          productId: 'p2',
          candidates: [drive],
        }),
        line(3, {
          partNo: 'DR2X',
          status: 'suggested',
          reason: 'closeMatch',
          productId: 'p2',
          candidates: [drive],
        }),
        line(4, {
          partNo: 'DR-2',
          status: 'exact',
          reason: 'chooseStyle',
          productId: 'p2',
          candidates: [drive],
          duplicateOf: 2,
        }),
        line(5, { partNo: 'NOPE', status: 'notFound', reason: 'notFound' }),
      ],
    });
    renderUpload();
    chooseFile();
    await screen.findByTestId('bom-preview-table');
    expect(screen.getByTestId('bom-duplicate-4').textContent).toBe('与第 2 行重复');
    expect(screen.queryByTestId('bom-duplicate-2')).toBeNull();

    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: 'DR-2 的款式' })[0]!);
    fireEvent.click(await screen.findByText('Black · CNY 20.00'));
    // Both exact lines of the drive take the style; the guess takes it too, but waits to be confirmed.
    expect(screen.getByTestId('bom-status-2').textContent).toBe('已匹配');
    expect(screen.getByTestId('bom-status-4').textContent).toBe('已匹配');
    expect(screen.getByTestId('bom-status-3').textContent).toBe('建议');
    expect(screen.getByTestId('bom-accepted-count').textContent).toBe('将加入 2 / 4 行');

    // The unknown line: its product is found by searching the catalogue.
    const product = screen.getByRole('combobox', { name: 'NOPE 的商品' });
    fireEvent.mouseDown(product);
    fireEvent.change(product, { target: { value: 'DR' } });
    await waitFor(() => expect(searchBomProducts).toHaveBeenCalledWith('DR', expect.anything()));
    fireEvent.click(await screen.findByText('DR-2 · Drive', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(screen.getByTestId('bom-status-5').textContent).toBe('型号一致'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'NOPE 的款式' }));
    fireEvent.click((await screen.findAllByText('Black · CNY 20.00')).at(-1)!);
    expect(screen.getByTestId('bom-status-5').textContent).toBe('已匹配');
    // Now the same product and style as line 2.
    expect(screen.getByTestId('bom-duplicate-5').textContent).toBe('与第 2 行重复');
    expect(screen.getByTestId('bom-accepted-count').textContent).toBe('将加入 3 / 4 行');
  });

  it('keeps the preview open with the reason when the add is refused', async () => {
    vi.mocked(addBomLines).mockRejectedValue(
      new HttpError({ status: 409, code: 409, message: '该商品已下架' }),
    );
    await openPreview();
    fireEvent.click(screen.getByTestId('bom-add'));
    await confirmAdd();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('bom-preview-table')).toBeTruthy();
  });

  it('refuses another file type before uploading and reports a refused file', async () => {
    renderUpload();
    chooseFile('bom.pdf');
    expect(await screen.findByText('仅支持 .xlsx、.xls 或 .csv 文件')).toBeTruthy();
    expect(previewBom).not.toHaveBeenCalled();
    vi.mocked(previewBom).mockRejectedValue(
      new HttpError({ status: 400, code: 400, message: '文件中没有数据行' }),
    );
    chooseFile('bom.csv');
    expect(await screen.findByText('文件中没有数据行')).toBeTruthy();
    expect(screen.queryByTestId('bom-preview-table')).toBeNull();
  });
});
