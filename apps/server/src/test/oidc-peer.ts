import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a port of this machine, for tests of third-party
 * sign-in: one confidential client, PKCE required, and a plain sign-in page where any name signs in as
 * the account of that name (its `sub`), with e-mail `<name>@peer.test`. Consent is granted with the sign-in.
 */
export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  provider: Provider;
  close(): Promise<void>;
}

export const OIDC_PEER_CLIENT = { clientId: 'mall', clientSecret: 'mall-peer-client-secret-0123456789' };

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
}

export async function startOidcPeer(redirectUris: string[], port = 0): Promise<OidcPeer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_PEER_CLIENT.clientId,
        client_secret: OIDC_PEER_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['oidc-peer-cookie-key-for-tests-only'] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@peer.test`, name: id }),
    }),
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const callback = provider.callback();

  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'POST') {
      const login = (await formBody(request)).get('login')?.trim();
      if (!login) throw new Error('no login');
      const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      page(
        'Peer sign-in',
        `<form method="post" action="/interaction/${details.uid}"><label for="login">Login name</label> <input id="login" name="login" required autofocus> <button type="submit">Sign in at the provider</button></form>`,
      ),
    );
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 400;
        response.end(String(error));
      });
      return;
    }
    void callback(request, response);
  });

  return {
    issuer,
    ...OIDC_PEER_CLIENT,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar for a client that follows a provider's redirects by hand (as a browser would). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  }
}

/**
 * Signs in at the provider as `login` from an authorization URL, as a browser would: the answer is the
 * URL the provider sends the browser back to (the client's redirect URI with code and state, or error).
 */
export async function signInAtPeer(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let response = await jar.fetch(url);
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url.href}`);
    const next = new URL(location, url);
    if (next.origin !== url.origin) return next;
    url = next;
    response = url.pathname.startsWith('/interaction/')
      ? await jar.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login }).toString(),
        })
      : await jar.fetch(url);
  }
  throw new Error('the provider redirected too often');
}
