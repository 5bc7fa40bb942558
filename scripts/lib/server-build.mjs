import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, stop } from 'esbuild';
import { root } from './web-build.mjs';

const serverDir = join(root, 'apps/server');

/**
 * The server as one JavaScript module (apps/server/dist/main.mjs), rebuilt at every start (about half
 * a second): run by plain Node, the server needs no TypeScript loader at run time, whose second thread,
 * transformed sources and source maps cost about 70 MB of memory for as long as the server runs. The
 * workspace's own code (the server and @mall/shared) is bundled; its dependencies are imported from
 * node_modules as they are. The bundle sits one folder below the server's package, as its sources do, so
 * the paths the server finds relative to its own modules (migrations, the web build) are the same. Its
 * worker threads' entry is bundled beside it as dist/worker.mjs, where the server starts them from.
 */
export async function buildServer() {
  const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@mall/'))
    .flatMap((name) => [name, `${name}/*`]);
  const outdir = join(serverDir, 'dist');
  await build({
    entryPoints: [join(serverDir, 'src/main.ts'), join(serverDir, 'src/worker.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the server.
  await stop();
  return join(outdir, 'main.mjs');
}

// `node scripts/lib/server-build.mjs` builds it and prints where.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await buildServer());
