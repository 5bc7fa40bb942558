// Measures the gzipped JavaScript the browser loads for a first visit to a route, from the build manifest:
// the entry and everything it imports, plus the lazy chunks that route loads (and their imports).
// Usage: node scripts/first-load-size.mjs (after `vite build`, from apps/web).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST ?? new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Lazy modules each measured route loads on a first visit (zh is the default language). */
const ROUTES = {
  '/mall/index': [
    'src/app/layouts/mall/MallLayout.tsx',
    'src/features/mall/pages/MallHomePage.tsx',
    'src/locales/zh.ts',
    '../../node_modules/antd/es/locale/zh_CN.js',
    '../../node_modules/dayjs/locale/zh-cn.js',
  ],
  '/user/login': [
    'src/app/layouts/user/UserLayout.tsx',
    'src/features/auth/pages/LoginPage.tsx',
    'src/locales/zh.ts',
    '../../node_modules/antd/es/locale/zh_CN.js',
    '../../node_modules/dayjs/locale/zh-cn.js',
  ],
  '/system/user': [
    'src/app/layouts/admin/AdminLayout.tsx',
    'src/app/pages/MenuPage.tsx',
    'src/features/system/pages/UserListPage.tsx',
    'src/locales/zh.ts',
    '../../node_modules/antd/es/locale/zh_CN.js',
    '../../node_modules/dayjs/locale/zh-cn.js',
  ],
};

/** A module's chunk: its own entry, or the shared chunk it was merged into (named after it). */
function chunkOf(key) {
  if (manifest[key]) return manifest[key];
  const name = key
    .split('/')
    .pop()
    .replace(/\.[jt]sx?$/, '');
  const merged = Object.values(manifest).find((chunk) => chunk.name === name);
  if (!merged) throw new Error(`not in the manifest: ${key}`);
  return merged;
}

function collect(key, files) {
  const chunk = chunkOf(key);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach((imported) => collect(imported, files));
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const [route, lazyModules] of Object.entries(ROUTES)) {
  const files = new Set();
  [entry, ...lazyModules].forEach((key) => collect(key, files));
  const js = [...files].filter((file) => file.endsWith('.js'));
  const sizes = js.map((file) => [file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} KB gzipped JS in ${js.length} files`);
  sizes
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .forEach(([file, size]) => console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`));
}
