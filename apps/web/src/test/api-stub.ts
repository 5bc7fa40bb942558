import { vi, type Mock } from 'vitest';

/** What a stubbed endpoint answers: the HTTP status (200 when absent) and the envelope. */
export interface ApiAnswer {
  status?: number;
  envelope: Record<string, unknown>;
}

/** An endpoint's answer to the request body it was sent (the parsed JSON, {} without a body). */
export type ApiRoute = (body: Record<string, unknown>) => ApiAnswer;

export const ok = (result: unknown): ApiAnswer => ({
  envelope: { success: true, code: 200, message: 'ok', result },
});

export const fail = (
  status: number,
  message: string,
  result: unknown = null,
  i18nKey?: string,
): ApiAnswer => ({
  status,
  envelope: { success: false, code: status, message, result, i18nKey },
});

/** Whether a request's path is the endpoint `path`, or under it (`path/<parameters>`). */
const isPathOf = (pathname: string, path: string) => pathname.endsWith(path) || pathname.includes(`${path}/`);

const pathnameOf = (input: unknown) => new URL(String(input), 'http://localhost').pathname;

export interface ApiStub {
  /** The endpoints by path; a test changes or adds its own before rendering. */
  routes: Record<string, ApiRoute>;
  fetchMock: Mock<typeof fetch>;
}

/**
 * Replaces `fetch` (for the current test: undo with vi.unstubAllGlobals) with the server's endpoints in
 * `routes`: a request goes to the endpoint with the longest matching path, else answers 404. Each call
 * makes a new stub, so that nothing a test changed reaches the next one.
 */
export function stubApi(routes: Record<string, ApiRoute>): ApiStub {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const pathname = pathnameOf(input);
    const entry = Object.entries(routes)
      .sort(([a], [b]) => b.length - a.length)
      .find(([path]) => isPathOf(pathname, path));
    const answer = entry ? entry[1](init?.body ? JSON.parse(String(init.body)) : {}) : fail(404, 'nope');
    return new Response(JSON.stringify(answer.envelope), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { routes, fetchMock };
}

/** The requests sent to the endpoint `path` (or under it), in order: their URL and parsed body. */
export function sentTo(
  fetchMock: Mock<typeof fetch>,
  path: string,
): { url: string; body: Record<string, unknown> }[] {
  return fetchMock.mock.calls
    .filter(([input]) => isPathOf(pathnameOf(input), path))
    .map(([input, init]) => ({
      url: String(input),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    }));
}
