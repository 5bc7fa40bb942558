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

/** How many candidates the rare pieces propose before their exact scores are computed. */
const SHORTLIST = 50;

function dice(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const piece of a) if (b.has(piece)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * An index of part numbers (compact forms) by their trigrams, to find those alike to a searched one.
 * As a GIN index does, a search first gathers candidates through the pieces that few part numbers share
 * (a piece in most of them, like a common prefix, tells nothing apart), then scores the best of them exactly.
 */
export class SimilarityIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly ids: string[] = [];
  private readonly pieces: Set<string>[] = [];

  add(id: string, compact: string): void {
    if (compact.length < 2) return;
    const pieces = trigrams(compact);
    const entry = this.ids.length;
    this.ids.push(id);
    this.pieces.push(pieces);
    for (const piece of pieces) {
      const list = this.postings.get(piece);
      if (list) list.push(entry);
      else this.postings.set(piece, [entry]);
    }
  }

  /** The `limit` most alike ids (distinct), best first; ties in the order they were added. */
  search(compact: string, limit: number): SimilarMatch[] {
    const pieces = trigrams(compact);
    const common = Math.max(1_000, this.ids.length / 20);
    const shared = new Map<number, number>();
    for (const piece of pieces) {
      const list = this.postings.get(piece);
      if (!list || list.length > common) continue;
      for (const entry of list) shared.set(entry, (shared.get(entry) ?? 0) + 1);
    }
    const shortlist = [...shared]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, SHORTLIST)
      .map(([entry]) => entry);
    const best = new Map<string, SimilarMatch & { entry: number }>();
    for (const entry of shortlist) {
      const score = dice(pieces, this.pieces[entry]!);
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
