import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import en from '../../locales/en';
import { controlUploads, pngFile, textFile, type PendingUpload } from '../upload/test-upload';
import { renderTable, spyFeedback } from './test-helpers';
import type { EditableColumn } from './types';

vi.setConfig({ testTimeout: 60_000 });

let message: ReturnType<typeof spyFeedback>;
let uploads: PendingUpload[];
beforeEach(() => {
  message = spyFeedback();
  uploads = controlUploads();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('zh');
});

const fileColumn = (extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'attachment',
  title: '附件',
  type: 'file',
  ...extra,
});

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

async function openMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return waitFor(() => {
    const items = screen.getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(0);
    return items.map((item) => item.textContent);
  });
}

describe('file cell', () => {
  it('stores the returned paths only once every upload is done (uploadnum 2), keeping the last two', async () => {
    const { handle } = renderTable({
      columns: [fileColumn({ fieldExtendJson: '{"uploadnum":2}' })],
      dataSource: [{ id: 'r1', attachment: 'temp/old.txt' }],
    });
    choose(textFile('a.txt'), textFile('b.txt'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(screen.getByRole('button', { name: /上传中 0%/ })).toBeTruthy();
    act(() => uploads[0]?.succeed('temp/a.txt'));
    // One still uploading: the cell keeps its old value.
    expect(handle().getValues()[0]?.attachment).toBe('temp/old.txt');
    act(() => uploads[1]?.succeed('temp/b.txt'));
    await waitFor(() => expect(handle().getValues()[0]?.attachment).toBe('temp/a.txt,temp/b.txt'));
  });

  it('sends the token header only when the column says so, to its action', async () => {
    renderTable({
      columns: [fileColumn({ action: '/custom/up', responseName: 'message' })],
      dataSource: [{ id: 'r1' }],
    });
    choose(textFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.path).toBe('/custom/up');
    expect(uploads[0]?.options).toMatchObject({ token: false, answerField: 'message' });
    expect(uploads[0]?.options.fields).toMatchObject({ biz: 'temp', rootPath: 'upload', isup: '1' });
  });

  it('with token on, the header goes along', async () => {
    renderTable({ columns: [fileColumn({ token: true })], dataSource: [{ id: 'r1' }] });
    choose(textFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.options.token).toBe(true);
  });

  it('removes a failed upload and says "上传出错", naming the file; the cell stays empty', async () => {
    const { handle } = renderTable({ columns: [fileColumn()], dataSource: [{ id: 'r1' }] });
    choose(textFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.fail('不支持的文件类型'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传出错')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'notes.txt 未上传。错误信息：不支持的文件类型',
    );
    expect(handle().getValues()[0]?.attachment ?? null).toBeNull();
    expect(screen.getByRole('button', { name: '上传文件 第 1 行 附件' })).toBeTruthy();
  });

  it('says "unknown error" in English when the failure has no message', async () => {
    i18next.addResourceBundle('en', 'upload', en.upload);
    i18next.addResourceBundle('en', 'editableTable', en.editableTable);
    await act(() => i18next.changeLanguage('en'));
    renderTable({ columns: [fileColumn({ btnText: 'Attach' })], dataSource: [{ id: 'r1' }] });
    choose(textFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.fail());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('upload error')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'notes.txt was not uploaded. Error message: unknown error',
    );
  });

  it('shows a paperclip and the name cut to 5 characters; its menu downloads, deletes and shows more', async () => {
    const download = vi.spyOn(http, 'download').mockResolvedValue(new Blob());
    const { handle } = renderTable({ columns: [fileColumn()], dataSource: [{ id: 'r1' }] });
    choose(textFile('report.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.succeed('temp/0f.pdf'));
    const trigger = await screen.findByRole('button', { name: 'report.pdf 的操作' });
    expect(trigger.textContent).toBe('repor…');
    expect(trigger.querySelector('.anticon-paper-clip')).not.toBeNull();
    // One file: no upload button until it is deleted.
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    expect(await openMenu('report.pdf 的操作')).toEqual(['下载', '删除', '更多']);
    fireEvent.click(screen.getByRole('menuitem', { name: '下载' }));
    expect(download).toHaveBeenCalledWith('/sys/common/download/temp/0f.pdf', { fileName: 'report.pdf' });
    await openMenu('report.pdf 的操作');
    fireEvent.click(screen.getByRole('menuitem', { name: '更多' }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('temp/0f.pdf')).toBeTruthy();
    await openMenu('report.pdf 的操作');
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(handle().getValues()[0]?.attachment).toBeNull());
  });

  it('leaves download and delete out when the column switches them off; a saved path shows its own name', async () => {
    renderTable({
      columns: [fileColumn({ allowDownload: false, allowRemove: false })],
      dataSource: [{ id: 'r1', attachment: 'temp/abcdefgh.txt' }],
    });
    expect(await openMenu('abcdefgh.txt 的操作')).toEqual(['更多']);
  });

  it('offers no delete and no upload in a disabled table', async () => {
    renderTable({
      columns: [fileColumn()],
      dataSource: [{ id: 'r1', attachment: 'temp/x.txt' }],
      disabled: true,
    });
    expect(await openMenu('x.txt 的操作')).toEqual(['下载', '更多']);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});

describe('image cell', () => {
  const imageColumn: EditableColumn = { key: 'picture', title: '图片', type: 'image' };

  it('refuses a file that is not an image', async () => {
    renderTable({ columns: [imageColumn], dataSource: [{ id: 'r1' }] });
    choose(textFile());
    await waitFor(() => expect(message.warning).toHaveBeenCalledWith('请上传图片'));
    expect(uploads).toHaveLength(0);
  });

  it('uploads an image, previews it, and delete clears the value', async () => {
    const { handle } = renderTable({ columns: [imageColumn], dataSource: [{ id: 'r1' }] });
    choose(pngFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.options.fields).toMatchObject({ filename: 'photo.png' });
    act(() => uploads[0]?.succeed('product/p1.png'));
    await waitFor(() => expect(handle().getValues()[0]?.picture).toBe('product/p1.png'));
    const preview = screen.getByRole('img', { name: '第 1 行 图片 图片 1' });
    // Shown from the chosen file, not from the (maybe private) stored path.
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    // The preview opens from a button as well, so the keyboard reaches it.
    fireEvent.click(screen.getByRole('button', { name: '预览图片 第 1 行 图片 1' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '删除图片 第 1 行 图片 1' }));
    await waitFor(() => expect(handle().getValues()[0]?.picture).toBeNull());
  });
});
