import type { ImportResult } from '@mall/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import type { UploadProgress } from '../../lib/http';
import { ExcelImportModal } from './ExcelImportModal';

const allIn: ImportResult = { totalCount: 2, successCount: 2, errorCount: 0, msg: '共2行数据全部导入成功！' };
const someOut: ImportResult = {
  totalCount: 3,
  successCount: 1,
  errorCount: 2,
  msg: '总上传行数：3，已导入行数：1，错误行数：2',
  fileUrl: '/sys/common/importError/abc.xlsx',
};

function renderModal(
  importExcel: (file: File, onProgress: (p: UploadProgress) => void) => Promise<ImportResult>,
) {
  const props = {
    onClose: vi.fn(),
    onOk: vi.fn(),
    onPartial: vi.fn(),
    downloadErrors: vi.fn(async () => undefined),
    downloadTemplate: vi.fn(async () => undefined),
    importExcel: vi.fn(importExcel),
  };
  render(
    <FeedbackProvider>
      <ExcelImportModal open {...props} />
    </FeedbackProvider>,
  );
  return props;
}

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(input(), { target: { files } });
  });
};
const xlsx = (name: string) => new File(['x'], name);
const start = () => screen.getByRole('button', { name: /开始上传|上传中/ });

describe('ExcelImportModal', { timeout: 60_000 }, () => {
  it('offers the import template for download', async () => {
    const props = renderModal(async () => allIn);
    fireEvent.click(screen.getByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(props.downloadTemplate).toHaveBeenCalledTimes(1));
  });

  it('takes .xls and .xlsx files only; start is disabled until a file is chosen', async () => {
    renderModal(async () => allIn);
    expect(screen.getByText('导入EXCEL')).toBeTruthy();
    expect(input().accept).toBe('.xls,.xlsx');
    expect(input().multiple).toBe(true);
    expect(start()).toHaveProperty('disabled', true);
    await choose(new File(['x'], 'list.csv'));
    expect(await screen.findByText('只能导入 .xls 或 .xlsx 文件')).toBeTruthy();
    expect(screen.queryByText('list.csv')).toBeNull();
    expect(start()).toHaveProperty('disabled', true);
    await choose(xlsx('a.xlsx'), xlsx('b.XLS'));
    expect(screen.getByText('a.xlsx')).toBeTruthy();
    expect(screen.getByText('b.XLS')).toBeTruthy();
    expect(start()).toHaveProperty('disabled', false);
  });

  it('uploads each file with progress, then closes and emits ok when every row went in', async () => {
    let finish: (result: ImportResult) => void = () => undefined;
    const props = renderModal(
      (_file, onProgress) =>
        new Promise((resolve) => {
          onProgress({ loaded: 1, total: 1, percent: 100 });
          finish = resolve;
        }),
    );
    await choose(xlsx('a.xlsx'));
    fireEvent.click(start());
    expect(await screen.findByText('服务器正在导入 a.xlsx…')).toBeTruthy();
    expect(start().textContent).toContain('上传中...');
    await act(async () => finish(allIn));
    await waitFor(() => expect(props.onOk).toHaveBeenCalledTimes(1));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props.importExcel).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'a.xlsx' }),
      expect.any(Function),
    );
  });

  it('stays open with a warning and the error file link when rows were kept out', async () => {
    const props = renderModal(async () => someOut);
    await choose(xlsx('users.xlsx'));
    fireEvent.click(start());
    expect(await screen.findByText('users.xlsx：部分数据未导入')).toBeTruthy();
    expect(screen.getByText(someOut.msg)).toBeTruthy();
    expect(props.onOk).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
    expect(props.onPartial).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '下载错误文件（仅可下载一次）' }));
    expect(props.downloadErrors).toHaveBeenCalledWith(someOut.fileUrl);
  });

  it('keeps the file chosen when the server refuses it', async () => {
    const props = renderModal(async () => {
      throw new Error('refused');
    });
    await choose(xlsx('bad.xlsx'));
    fireEvent.click(start());
    await waitFor(() => expect(start().textContent).toContain('开始上传'));
    expect(screen.getByText('bad.xlsx')).toBeTruthy();
    expect(props.onOk).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
  });
});
