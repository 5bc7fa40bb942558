import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
const distIndex = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/shared/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return webInputs.some((input) => newestMtime(join(root, input)) > built);
}

/** Builds the web app when it is stale; exits the process if the build fails. */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return false;
  console.log('Building the web app (apps/web/dist)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@mall/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(result.status ?? 1);
  }
  return true;
}
