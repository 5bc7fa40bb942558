// `npm run bench:web`: only the web part of the bench (first-load JavaScript and Lighthouse), against the
// production build served by the real server on the embedded database. BENCH_WEB_DIST serves another
// build instead (e.g. one made from an earlier commit, to compare).
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';
import { benchWebPages } from './web-bench';

const ADMIN_PASSWORD = 'Bench#Admin1';
const DEMO_PASSWORD = 'Bench#Demo1';

const otherBuild = process.env.BENCH_WEB_DIST;
if (!otherBuild) ensureWebBuild();
const config = loadConfig({
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  // The bench signs in through the API, without a captcha.
  LOGIN_CAPTCHA: 'false',
  WEB_DIST: otherBuild,
});
const app = await buildApp({ ...config, DATA_DIR: undefined });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await benchWebPages(
    origin,
    config.WEB_DIST,
    { username: 'buyer', password: DEMO_PASSWORD },
    { username: 'sales', password: DEMO_PASSWORD },
    { username: 'admin', password: ADMIN_PASSWORD },
  );
} finally {
  await app.close();
}
