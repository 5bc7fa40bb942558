import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const sourceRoots = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const skippedDirs = new Set([
  'node_modules',
  'dist',
  '.tsbuild',
  'test-results',
  'playwright-report',
  'data',
]);
const sourceFile = /\.(ts|tsx|js|mjs|cjs|css|html|json)$/;

/** Names of design notes, specs and research notes that live outside this repository, and their sections. */
const outsideDocument =
  /DESIGN\.md|mall\.md|admin-shell\.md|shared\/spec|shared\/research|research\/|stack\.md|jeecgboot\.md|b2b-quoting\.md|pinned-versions\.json|§\s?\d/;

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFilesUnder(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

describe('source comments', () => {
  it('state the rule they implement instead of citing documents outside the repository', () => {
    const files = sourceRoots.flatMap((dir) => sourceFilesUnder(resolve(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const citations = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outsideDocument.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citations).toEqual([]);
  });
});
