import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

let template: Promise<Blob> | undefined;

/**
 * A dump of a freshly initialised, empty PGlite cluster. Starting from it takes ~0.5 s where an initdb
 * takes ~2 s, and every test file starts an app. Cached in the temp directory per PGlite version; it
 * holds no schema, so migrations still run on every test database.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrCreate();
  return template;
}

async function loadOrCreate(): Promise<Blob> {
  const file = join(tmpdir(), `mall-pglite-template-${await pgliteVersion()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = await PGlite.create();
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so that a test file running at the same time never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

async function pgliteVersion(): Promise<string> {
  // createRequire, not import.meta.resolve: Vitest's global setup runs without the latter.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!dir.endsWith('pglite')) dir = dirname(dir);
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
