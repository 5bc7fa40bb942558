import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny CAS protocol 3 server for tests: GET /cas/p3/serviceValidate answers a serviceResponse XML.
 * Tests issue tickets with `issue(user, service)`; a ticket validates once, for its own service (as a
 * real CAS server does). `answerWith` replaces the next answers' body (malformed or hostile XML).
 */
export interface CasPeer {
  /** The CAS server prefix (CAS_SERVER_URL). */
  url: string;
  issue(user: string, service: string): string;
  answerWith(body: string | null): void;
  /** The validation requests received, as their query strings. */
  readonly requests: URLSearchParams[];
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export async function startCasPeer(): Promise<CasPeer> {
  const tickets = new Map<string, { user: string; service: string }>();
  const requests: URLSearchParams[] = [];
  let override: string | null = null;
  let counter = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    if (url.pathname !== '/cas/p3/serviceValidate') {
      response.statusCode = 404;
      response.end();
      return;
    }
    requests.push(url.searchParams);
    response.setHeader('content-type', 'application/xml; charset=utf-8');
    if (override !== null) {
      response.end(override);
      return;
    }
    const ticket = url.searchParams.get('ticket') ?? '';
    const found = tickets.get(ticket);
    tickets.delete(ticket);
    const body =
      found && found.service === url.searchParams.get('service')
        ? `<cas:authenticationSuccess><cas:user>${escapeXml(found.user)}</cas:user><cas:attributes><cas:email>${escapeXml(found.user)}@cas.test</cas:email></cas:attributes></cas:authenticationSuccess>`
        : `<cas:authenticationFailure code="INVALID_TICKET">Ticket ${escapeXml(ticket)} not recognized</cas:authenticationFailure>`;
    response.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${body}</cas:serviceResponse>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/cas`,
    issue(user, service) {
      counter += 1;
      const ticket = `ST-${counter}-${Math.random().toString(36).slice(2)}-cas`;
      tickets.set(ticket, { user, service });
      return ticket;
    },
    answerWith(body) {
      override = body;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
