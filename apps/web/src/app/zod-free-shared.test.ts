import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web build (vite.config.ts) gives the shared modules that begin with this line a chunk of their own,
 * which the mall's pages load without zod: such a module may import no zod and, at run time, only modules
 * marked alike.
 */
const MARK = '// Free of zod';
const dir = join(import.meta.dirname, '../../../../packages/shared/src');
const sources = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
const marked = new Set(sources.filter(({ text }) => text.startsWith(MARK)).map(({ file }) => file));

/** The modules a source imports at run time (type-only imports are erased). */
function runtimeImports(text: string): string[] {
  return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((match) => match[1] ?? '');
}

describe('shared modules marked free of zod', () => {
  it('include the ones the mall pages and the bell read', () => {
    for (const file of ['constants.ts', 'money.ts', 'mall-limits.ts', 'dict-codes.ts', 'notice-socket.ts']) {
      expect(marked.has(file), file).toBe(true);
    }
  });

  it.each([...marked])('%s imports no zod and only marked modules', (file) => {
    const text = sources.find((source) => source.file === file)?.text ?? '';
    for (const imported of runtimeImports(text)) {
      expect(imported.startsWith('./'), `${file} imports ${imported}`).toBe(true);
      expect(marked.has(`${imported.slice(2)}.ts`), `${file} imports ${imported}`).toBe(true);
    }
  });

  it('finds run-time imports and skips type-only ones', () => {
    expect(
      runtimeImports("import { z } from 'zod';\nimport type { A } from './a';\nimport { b } from './b';"),
    ).toEqual(['zod', './b']);
  });
});
