import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The config is bundled by Vite, which leaves workspace packages to Node (no .ts there): import the file itself.
import { API_BASE, WEB_BASE } from '../../packages/shared/src/constants.js';

/** Where the dev server forwards API calls (the server's default port). */
const API_PROXY_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Writes .gz and .br siblings of every text asset over 1 KB; the server serves them pre-compressed. */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'mall:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= MIN_COMPRESS_BYTES) return;
          const content = await readFile(file);
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
        }),
      );
    },
  };
}

/**
 * React and the router change rarely and every page needs them: one long-cached chunk. The rest is split by
 * the routes' lazy imports, so antd components land beside the pages that use them and pro-components
 * (admin shell and lists only) is never part of the mall home's first load.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

export default defineConfig({
  base: WEB_BASE,
  plugins: [react(), precompressAssets()],
  server: {
    proxy: {
      [API_BASE]: { target: API_PROXY_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The users list chunk carries ProTable (pro-components + antd form fields), about 930 kB raw.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // zod schema builders (z.object(...)) in @mall/shared have no side effects: unused schemas drop out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
