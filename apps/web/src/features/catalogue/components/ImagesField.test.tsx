import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../../lib/feedback';
import { http } from '../../../lib/http';
import { ImagesField } from './ImagesField';

const message = { error: vi.fn(), success: vi.fn() };
const notification = { error: vi.fn(), warning: vi.fn() };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImagesField', () => {
  it('a file the server refuses (a fake PNG) raises one message naming it and the reason', async () => {
    bindFeedback({ message, notification } as unknown as AntdFeedback);
    // The field asks for progress (XMLHttpRequest); without it the one client sends the same request
    // through fetch, which this test answers.
    const realUpload = http.upload.bind(http);
    const upload = vi
      .spyOn(http, 'upload')
      .mockImplementation((path, file, options) =>
        realUpload(path, file, { ...options, onProgress: undefined }),
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 400,
              message: '文件内容与类型不符',
              result: null,
              timestamp: 0,
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    render(<ImagesField value={[]} onChange={() => undefined} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const fake = new File(['not a png'], 'fake.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [fake] } });
    await waitFor(() => expect(message.error).toHaveBeenCalledTimes(1));
    expect(message.error).toHaveBeenCalledWith('fake.png 上传失败: 文件内容与类型不符');
    expect(notification.error).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
