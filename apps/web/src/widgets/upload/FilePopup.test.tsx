import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyFeedback } from '../editable-table/test-helpers';
import { FilePopup } from './FilePopup';
import { controlUploads, textFile, type PendingUpload } from './test-upload';

vi.setConfig({ testTimeout: 60_000 });

let message: ReturnType<typeof spyFeedback>;
let uploads: PendingUpload[];
beforeEach(() => {
  message = spyFeedback();
  uploads = controlUploads();
});
afterEach(() => vi.restoreAllMocks());

const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ });

describe('file popup', () => {
  it('is 520 wide and refuses to confirm with no file: "未上传任何文件", staying open', async () => {
    const onOk = vi.fn();
    render(<FilePopup open onOk={onOk} onCancel={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传文件', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('520px');
    fireEvent.click(ok());
    expect(message.warning).toHaveBeenCalledWith('未上传任何文件');
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('confirms the uploaded files; a new opening starts from the given files again', async () => {
    const onOk = vi.fn();
    const view = render(<FilePopup open onOk={onOk} onCancel={() => undefined} />);
    await screen.findByRole('dialog');
    const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]');
    fireEvent.change(input as HTMLInputElement, { target: { files: [textFile('spec.pdf')] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.succeed('temp/spec.pdf'));
    await screen.findByText('spec.pdf');
    fireEvent.click(ok());
    expect(onOk).toHaveBeenCalledWith([{ path: 'temp/spec.pdf', name: 'spec.pdf' }]);
    expect(message.warning).not.toHaveBeenCalled();

    view.rerender(<FilePopup open={false} onOk={onOk} onCancel={() => undefined} />);
    view.rerender(<FilePopup open onOk={onOk} onCancel={() => undefined} />);
    fireEvent.click(ok());
    expect(message.warning).toHaveBeenCalledWith('未上传任何文件');
  });
});
