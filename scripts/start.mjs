// `npm start`: build the web app if it is missing or stale, build the server (see server-build.mjs), then
// run it in this same process.
import { buildServer } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureWebBuild();
const server = await buildServer();
await import(server);
