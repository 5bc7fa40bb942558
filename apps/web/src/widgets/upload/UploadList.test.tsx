import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UPLOAD_MAX_BYTES } from '@mall/shared';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en';
import { spyFeedback } from '../editable-table/test-helpers';
import { controlUploads, pngFile, textFile, type PendingUpload } from './test-upload';
import type { UploadedFile } from './upload-rules';
import { UploadList, type UploadListProps } from './UploadList';

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

/** The widget holding its own value; `changes` records every reported list. */
function renderList(props: Omit<UploadListProps, 'value' | 'onChange'>, initial: UploadedFile[] = []) {
  const changes: UploadedFile[][] = [];
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <UploadList
        {...props}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Holder />);
  return changes;
}

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const names = () => screen.queryAllByTestId('upload-item').map((item) => item.textContent?.trim());

describe('image upload', () => {
  it('refuses a file that is not an image with "please upload an image" and sends nothing', async () => {
    renderList({ kind: 'image' });
    choose(textFile());
    await waitFor(() => expect(message.warning).toHaveBeenCalledWith('请上传图片'));
    expect(uploads).toHaveLength(0);
  });

  it('sends the spec fields (biz temp, rootPath upload, isup, the image name) with the token', async () => {
    renderList({ kind: 'image' });
    choose(pngFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload?.path).toBe('/sys/common/upload');
    expect(upload?.options.fields).toEqual({
      isup: '1',
      biz: 'temp',
      rootPath: 'upload',
      filename: 'photo.png',
    });
    expect(upload?.options.token).toBe(true);
    expect(upload?.options.silent).toBe(true);
  });

  it('keeps only the last N images with a number limit', async () => {
    const changes = renderList({ kind: 'image', max: 2 }, [
      { path: 'product/1.png', name: '1.png' },
      { path: 'product/2.png', name: '2.png' },
    ]);
    choose(pngFile('3.png'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.succeed('product/3.png'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.map((file) => file.path)).toEqual(['product/2.png', 'product/3.png']);
    expect(screen.getAllByRole('img', { name: /张图片/ }).map((img) => img.getAttribute('src'))).toEqual([
      expect.stringContaining('product/2.png'),
      // Uploaded here: shown from the chosen file.
      expect.stringMatching(/^blob:/),
    ]);
  });
});

describe('file upload list', () => {
  it('goes uploading then done, and reports the list only when every upload is done', async () => {
    const changes = renderList({ kind: 'file', biz: 'resource' });
    choose(textFile('a.txt'), textFile('b.txt'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]?.options.fields?.biz).toBe('resource');
    const inFlight = screen.getByRole('list', { name: '正在上传的文件' });
    expect(
      within(inFlight)
        .getAllByRole('listitem')
        .map((item) => item.dataset.status),
    ).toEqual(['uploading', 'uploading']);
    act(() => uploads[0]?.progress(40));
    expect(within(inFlight).getAllByRole('progressbar')[0]?.getAttribute('aria-valuenow')).toBe('40');
    act(() => uploads[0]?.succeed('temp/a.txt'));
    await waitFor(() =>
      expect(
        within(inFlight)
          .getAllByRole('listitem')
          .map((item) => item.dataset.status),
      ).toEqual(['done', 'uploading']),
    );
    // One is still uploading: nothing is reported yet.
    expect(changes).toHaveLength(0);
    act(() => uploads[1]?.succeed('temp/b.txt'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual([
      { path: 'temp/a.txt', name: 'a.txt' },
      { path: 'temp/b.txt', name: 'b.txt' },
    ]);
    expect(screen.queryByRole('list', { name: '正在上传的文件' })).toBeNull();
    expect(names()).toEqual(['a.txt', 'b.txt']);
  });

  it('removes a failed upload and opens "上传出错" naming the file with its message; the others are still reported', async () => {
    const changes = renderList({ kind: 'file' });
    choose(textFile('a.txt'), textFile('b.txt'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[0]?.fail('文件过大'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传出错')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('a.txt 未上传。错误信息：文件过大');
    act(() => uploads[1]?.succeed('temp/b.txt'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual([{ path: 'temp/b.txt', name: 'b.txt' }]);
    expect(within(dialog).getByRole('button', { name: /知道了|知 道 了/ })).toBeTruthy();
  });

  it('says "unknown error" when the failure has no message (in English: "upload error")', async () => {
    i18next.addResourceBundle('en', 'upload', en.upload);
    await act(() => i18next.changeLanguage('en'));
    renderList({ kind: 'file' });
    choose(textFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.fail(''));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('upload error')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'notes.txt was not uploaded. Error message: unknown error',
    );
    expect(screen.queryAllByTestId('upload-item')).toHaveLength(0);
  });

  it('says which files are over the upload limit and sends only the others', async () => {
    const changes = renderList({ kind: 'file' });
    const big = new File(['x'], 'big.zip', { type: 'application/zip' });
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    choose(big, textFile('a.txt'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `big.zip 未上传。错误信息：文件超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB 上限`,
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.file.name).toBe('a.txt');
    act(() => uploads[0]?.succeed('temp/a.txt'));
    await waitFor(() => expect(changes).toEqual([[{ path: 'temp/a.txt', name: 'a.txt' }]]));
  });

  it('shows an uploading file name on one line above its bar, cut with an ellipsis', async () => {
    renderList({ kind: 'file' });
    const name = 'a-rather-long-file-name-of-a-quarterly-report.pdf';
    choose(textFile(name));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const row = within(screen.getByRole('list', { name: '正在上传的文件' })).getByRole('listitem');
    const label = within(row).getByText(name);
    // A one-line ellipsis, not a box the bar squeezes to a letter's width.
    expect(label.className).toMatch(/ant-typography-ellipsis-single-line/);
    expect(label.compareDocumentPosition(within(row).getByRole('progressbar'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('reorders with the arrow pair; "unknown operation" at the first, "already at the end" at the last', async () => {
    i18next.addResourceBundle('en', 'upload', en.upload);
    await act(() => i18next.changeLanguage('en'));
    const changes = renderList({ kind: 'file' }, [
      { path: 'temp/a.txt', name: 'a.txt' },
      { path: 'temp/b.txt', name: 'b.txt' },
      { path: 'temp/c.txt', name: 'c.txt' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move up 1: a.txt' }));
    expect(message.warning).toHaveBeenLastCalledWith('unknown operation');
    fireEvent.click(screen.getByRole('button', { name: 'Move down 3: c.txt' }));
    expect(message.warning).toHaveBeenLastCalledWith('already at the end');
    expect(changes).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Move down 1: a.txt' }));
    expect(names()).toEqual(['b.txt', 'a.txt', 'c.txt']);
    fireEvent.click(screen.getByRole('button', { name: 'Move up 3: c.txt' }));
    expect(names()).toEqual(['b.txt', 'c.txt', 'a.txt']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2: c.txt' }));
    expect(names()).toEqual(['b.txt', 'a.txt']);
  });

  it('puts the focus on the delete button now in place of a removed file, then on the upload button', () => {
    renderList({ kind: 'file' }, [
      { path: 'temp/a.txt', name: 'a.txt' },
      { path: 'temp/b.txt', name: 'b.txt' },
    ]);
    const removeA = screen.getByRole('button', { name: '删除第 1 个：a.txt' });
    removeA.focus();
    fireEvent.click(removeA);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '删除第 1 个：b.txt' }));
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 个：b.txt' }));
    expect(names()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /上传文件/ }));
  });

  it('sends the session token by default and leaves it out only when told', async () => {
    renderList({ kind: 'file', token: false, action: '/custom/upload', responseName: 'message' });
    choose(textFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.path).toBe('/custom/upload');
    expect(uploads[0]?.options).toMatchObject({ token: false, answerField: 'message' });
  });

  it('has no arrows when not sortable', () => {
    renderList({ kind: 'file', sortable: false }, [{ path: 'temp/a.txt', name: 'a.txt' }]);
    expect(screen.queryByRole('button', { name: /上移/ })).toBeNull();
    expect(screen.getByRole('button', { name: '删除第 1 个：a.txt' })).toBeTruthy();
  });

  it('turns every action off when disabled', () => {
    renderList({ kind: 'file', disabled: true }, [{ path: 'temp/a.txt', name: 'a.txt' }]);
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(3);
    buttons.forEach((button) => expect(button).toHaveProperty('disabled', true));
  });
});
