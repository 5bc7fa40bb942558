import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed migrations, as the server applies them. */
export const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * The committed migrations before the one whose SQL holds `statement` (found by what it does, since its
 * number may change), copied into a new folder that drizzle's migrator can apply; the caller removes it.
 */
export async function migrationsBefore(statement: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const texts = await Promise.all(
    journal.entries.map(({ tag }) => readFile(join(folder, `${tag}.sql`), 'utf8')),
  );
  const index = texts.findIndex((text) => text.includes(statement));
  if (index <= 0) throw new Error(`no migration after the first holds: ${statement}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
