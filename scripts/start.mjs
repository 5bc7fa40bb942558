// `npm start`: build the web app if it is missing or stale, then run the server in this same process.
import { register } from 'tsx/esm/api';
import { ensureWebBuild, root } from './lib/web-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureWebBuild();
register();
await import(new URL('apps/server/src/main.ts', `file://${root}`).href);
