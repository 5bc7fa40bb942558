import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from './feedback';
import { http } from './http';
import { HttpError } from './http-error';

// A download's progress: the bytes received after each chunk of the answer, and the whole file at the end.

let fetchMock: Mock<typeof fetch>;

function streamed(chunks: string[], type: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': type } });
}

describe('http.download with onProgress', () => {
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    bindFeedback({ notification: { error: vi.fn(), warning: vi.fn() } } as unknown as AntdFeedback);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports the bytes received after each chunk and answers the whole file', async () => {
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    fetchMock.mockResolvedValue(streamed(['abc', 'defg', 'hijklmnop'], type));
    const progress: number[] = [];
    const blob = await http.download(
      '/x/exportXls',
      { save: false, onProgress: (received) => progress.push(received) },
      { silent: true },
    );
    expect(progress).toEqual([0, 3, 7, 16]);
    expect(blob.size).toBe(16);
    expect(blob.type).toBe(type);
    expect(await blob.text()).toBe('abcdefghijklmnop');
  });

  it('reports nothing when the answer is an error envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, code: 403, message: 'no', result: null, timestamp: 0 }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const onProgress = vi.fn();
    await expect(
      http.download('/x/exportXls', { save: false, onProgress }, { silent: true }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(onProgress).not.toHaveBeenCalled();
  });
});
