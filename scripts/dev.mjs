// `npm run dev`: the server restarting on change (tsx watch) and the Vite dev server proxying the API to it.
import { spawn } from 'node:child_process';
import { root } from './lib/web-build.mjs';

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', env.HOST ?? '127.0.0.1'], {
    cwd: `${root}/apps/web`,
    env,
    stdio: 'inherit',
  }),
];
console.log('Dev: web at http://localhost:5173/mall/ (API proxied to the server on PORT, default 8080)');

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
