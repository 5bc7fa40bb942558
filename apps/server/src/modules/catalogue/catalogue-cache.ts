import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { mallCatalogueVersion } from './schema';

/** Answers kept at most; the least recently read is dropped first. */
const MAX_ENTRIES = 1000;

async function catalogueVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: mallCatalogueVersion.version })
    .from(mallCatalogueVersion)
    .where(eq(mallCatalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * What the mall reads from the catalogue (the home's lists, search pages), kept for as long as the
 * catalogue version stays the same. The database moves the version on when a transaction that changed
 * products, styles or categories commits, so every instance sees a change at once and no write path can
 * forget to tell the cache. The version is read before the answer, so an answer is never kept under a
 * version older than the data it was read from.
 */
export class CatalogueCache {
  private version: number | undefined;
  private readonly entries = new Map<string, unknown>();
  // The version read not started yet, which every request arriving meanwhile shares; and the one running.
  private queuedRead: Promise<number> | undefined;
  private runningRead: Promise<unknown> = Promise.resolve();

  /** `maxEntries`: how many answers are kept at most (the least recently read go first). */
  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  async read<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.versionNow(db);
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (this.entries.has(key)) {
      const kept = this.entries.get(key) as T;
      // Read again: the most recently read go last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const value = await load();
    // Another request may have found a newer version meanwhile: then this answer is not kept.
    if (this.version === version) {
      this.entries.set(key, value);
      if (this.entries.size > this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  /**
   * The catalogue version as of a read that starts after this call: requests arriving together share one
   * read, but never one already under way, which could miss a change committed before they arrived.
   */
  private versionNow(db: Database): Promise<number> {
    if (this.queuedRead) return this.queuedRead;
    const read = this.runningRead.then(() => {
      this.queuedRead = undefined;
      return catalogueVersion(db);
    });
    this.queuedRead = read;
    this.runningRead = read.catch(() => undefined);
    return read;
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
