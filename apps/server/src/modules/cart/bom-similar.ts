/**
 * Close matches of part numbers. Two part numbers are the same part number when they are equal once case,
 * spaces and the separators - _ . / \ are left out ("abc-12 x" is "ABC12X"). Otherwise they are alike by
 * their shared trigrams (three-character pieces of the compact form, padded at the start and end, as
 * pg_trgm does): the Dice coefficient 2·shared / (pieces of one + pieces of the other), at least
 * SIMILARITY_THRESHOLD.
 */

export const SIMILARITY_THRESHOLD = 0.5;

/** A part number without case, spaces and separators. */
export function compactPartNo(text: string): string {
  return text.toLowerCase().replace(/[\s\-_./\\]+/g, '');
}

function trigrams(compact: string): Set<string> {
  const padded = `  ${compact} `;
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) pieces.add(padded.slice(i, i + 3));
  return pieces;
}

export interface SimilarMatch {
  id: string;
  score: number;
}

/** An index of part numbers (compact forms) by their trigrams, to find those alike to a searched one. */
export class SimilarityIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly ids: string[] = [];
  private readonly sizes: number[] = [];

  add(id: string, compact: string): void {
    if (compact.length < 2) return;
    const pieces = trigrams(compact);
    const entry = this.ids.length;
    this.ids.push(id);
    this.sizes.push(pieces.size);
    for (const piece of pieces) {
      const list = this.postings.get(piece);
      if (list) list.push(entry);
      else this.postings.set(piece, [entry]);
    }
  }

  /** The `limit` most alike ids (distinct), best first; ties keep the order they were added in. */
  search(compact: string, limit: number): SimilarMatch[] {
    const pieces = trigrams(compact);
    const shared = new Map<number, number>();
    for (const piece of pieces) {
      for (const entry of this.postings.get(piece) ?? []) shared.set(entry, (shared.get(entry) ?? 0) + 1);
    }
    const best = new Map<string, SimilarMatch & { entry: number }>();
    for (const [entry, count] of shared) {
      const score = (2 * count) / (pieces.size + this.sizes[entry]!);
      if (score < SIMILARITY_THRESHOLD) continue;
      const id = this.ids[entry]!;
      const known = best.get(id);
      if (!known || known.score < score) best.set(id, { id, score, entry });
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || a.entry - b.entry)
      .slice(0, limit)
      .map(({ id, score }) => ({ id, score }));
  }
}
