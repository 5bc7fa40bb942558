import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_BASE } from '@mall/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './http/error-handler';
import { publicScope } from './http/public-scope';
import { APP_CONTENT_SECURITY_POLICY } from './http/security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BUILD_FIRST = 'The web app has not been built yet. Run `npm run build`, then restart the server.\n';

export interface WebOptions {
  webDist: string;
  apiBase: string;
}

/** Where the build writes the first pages' own index.html: pages/user/login.html for /mall/user/login. */
const FIRST_PAGES_DIR = 'pages';

/** The first pages' HTML files of the dist, by the app path each serves. */
function firstPageFiles(webDist: string): Map<string, string> {
  const dir = join(webDist, FIRST_PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.replaceAll('\\', '/');
        return [`${WEB_BASE}${name.slice(0, -'.html'.length)}`, `${FIRST_PAGES_DIR}/${name}`];
      }),
  );
}

/**
 * Serves the built single-page app at /mall/: files from the dist (pre-compressed siblings when the
 * client accepts them), index.html for any other page path (a first page's own copy of it, which also
 * preloads that page's code, when the build wrote one), and a hint to build when there is no dist.
 */
export async function webApp(app: FastifyInstance, { webDist, apiBase }: WebOptions) {
  const built = existsSync(join(webDist, 'index.html'));
  const pageFiles = built ? firstPageFiles(webDist) : new Map<string, string>();

  const toApp = (_request: FastifyRequest, reply: FastifyReply) => reply.redirect(WEB_BASE);
  await publicScope(app, async (root) => {
    root.get('/', { schema: { hide: true } }, toApp);
  });

  await publicScope(
    app,
    async (web) => {
      web.get('/', { schema: { hide: true }, prefixTrailingSlash: 'no-slash' }, toApp);
      web.addHook('onSend', async (_request, reply, payload) => {
        if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
          reply.header('content-security-policy', APP_CONTENT_SECURITY_POLICY);
        }
        return payload;
      });
      if (built) {
        await web.register(fastifyStatic, {
          root: webDist,
          preCompressed: true,
          cacheControl: false,
          setHeaders: (reply, path) => {
            if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
            else if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('cache-control', 'no-cache');
          },
        });
      }
      web.setNotFoundHandler((request, reply) => {
        if (!isAppPage(request, apiBase)) return sendNotFound(request, reply);
        if (built) return reply.sendFile(pageFiles.get(pagePath(request)) ?? 'index.html');
        return reply.type('text/plain; charset=utf-8').send(BUILD_FIRST);
      });
    },
    { prefix: WEB_BASE.replace(/\/$/, '') },
  );
}

const pagePath = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/** A page of the app: a GET under /mall/ outside the API whose last segment does not name a file. */
function isAppPage(request: FastifyRequest, apiBase: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pagePath(request);
  if (!path.startsWith(WEB_BASE) || path === apiBase || path.startsWith(`${apiBase}/`)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
