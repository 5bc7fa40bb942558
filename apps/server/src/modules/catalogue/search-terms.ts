import type { LocalizedText } from '@mall/shared';
import { otherBrandName } from './brand-names';

/**
 * Keyword search over a text-array column with a GIN index. A product stores, lower-cased:
 * - `p:<prefix>` for every beginning (2 to 8 characters) of every Latin/digit form of its code, names,
 *   model, brand (in both languages, see brand-names.ts), parameter values and styles' names and specs
 *   (see latinForms: a part number is found however its letters, digits
 *   and punctuation are spaced), so that "bear" finds "bearing", "6204" finds "6204-2RS", "SGM7J04" finds
 *   "SGM7J-04AFC6S" and "400W" finds "400 W"; a longer keyword word matches by its first 8 characters. Few,
 *   short terms keep the array small enough to be stored in the row, so that checking it costs little;
 * - `h:<char>` and `h:<two chars>` for every Chinese character and every two in a row, so that a Chinese
 *   word of any length matches through its character pairs (Chinese has no spaces between words);
 * - `c:<three chars>` for every three characters in a row of its code, so that any part of a code matches
 *   (checked again against the code itself, since three-character pieces may come from different places).
 * A keyword matches when the terms of one of its Latin/digit forms and its Chinese terms are all among the
 * product's (`@>`), or when it is a code part.
 */
const MIN_PREFIX = 2;
const MAX_PREFIX = 8;
const HAN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const PIECE = /\p{L}+|\p{N}+/gu;
/**
 * A number, spaces, and a unit (one to three Latin or Greek letters standing alone): "24 V", "0.75 kW",
 * "20 mm". Its spaces are left out, so that a number with its unit is one word however it is written.
 */
const NUMBER_UNIT = /(\p{N})\s+([\p{Script=Latin}\p{Script=Greek}]{1,3})(?![\p{L}\p{N}])/gu;
const DIGIT_SPACE = /\p{N}\s/u;

export interface SearchableProduct {
  code: string;
  name: LocalizedText;
  model: string;
  brand: string;
  parameters: readonly { name: LocalizedText; value: string }[];
  styles: readonly { name: LocalizedText; spec: string }[];
}

// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const ASCII = /^[\u0000-\u007f]*$/;

/** Lower case after NFKC, which leaves ASCII text (most part numbers and models) as it is. */
function normalise(text: string): string {
  return (ASCII.test(text) ? text : text.normalize('NFKC')).toLowerCase();
}

/**
 * The Latin/digit forms of `text` (Chinese characters separate them like spaces), the one normalisation of
 * part numbers and models for a product's texts and for a keyword. A number and its unit are one chunk
 * ("24 V" is "24v", see NUMBER_UNIT). Of each chunk between spaces:
 * - `words`: its runs of letters and digits ("6204-2RS" → "6204", "2rs");
 * - `compact`: the chunk without the punctuation in it ("SGM7J-04" → "sgm7j04");
 * - `pieces`: its runs of letters and runs of digits ("400W" → "400", "w"; "SGM7J04" → "sgm", "7", "j", "04"),
 *   and, since a single letter or digit is too short to search for, every one of them joined with the piece
 *   before and the piece after it, across spaces too ("400 W" → "400w"; "SGM7J04" → "sgm7", "7j", "j04").
 */
export function latinForms(text: string): { words: string[]; compact: string[]; pieces: string[] } {
  return latinFormsOfNormal(normalise(text));
}

function latinFormsOfNormal(text: string): { words: string[]; compact: string[]; pieces: string[] } {
  let latin = text.replace(HAN, ' ');
  if (DIGIT_SPACE.test(latin)) latin = latin.replace(NUMBER_UNIT, '$1$2');
  const chunks = latin.split(/\s+/);
  const words: string[] = [];
  const compact: string[] = [];
  const pieces: string[] = [];
  for (const chunk of chunks) {
    const chunkWords = chunk.match(WORD) ?? [];
    if (chunkWords.length === 0) continue;
    words.push(...chunkWords);
    compact.push(chunkWords.join(''));
    for (const word of chunkWords) pieces.push(...(word.match(PIECE) ?? []));
  }
  const joins: string[] = [];
  for (let i = 0; i + 1 < pieces.length; i++) {
    const [piece, next] = [pieces[i] as string, pieces[i + 1] as string];
    if (piece.length === 1 || next.length === 1) joins.push(piece + next);
  }
  return { words, compact, pieces: [...pieces, ...joins] };
}

function hanRuns(text: string): string[] {
  return normalise(text).match(HAN) ?? [];
}

/** Adds `p:` and every beginning of `word` from MIN_PREFIX to MAX_PREFIX characters long. */
function addPrefixes(terms: Terms, word: string): void {
  const term = `p:${word}`;
  const longest = Math.min(word.length, MAX_PREFIX);
  for (let length = MIN_PREFIX; length <= longest; length++) terms.add(term.slice(0, length + 2));
}

/**
 * Terms, each once. A product has a few dozen, which a list checks for repeats with fewer allocations
 * than a set takes to hold them; past LIST_MAX (long names, many parameters) a set takes over.
 */
class Terms {
  static readonly LIST_MAX = 64;
  readonly list: string[] = [];
  private set: Set<string> | null = null;

  add(term: string): void {
    if (this.set) {
      if (!this.set.has(term)) {
        this.set.add(term);
        this.list.push(term);
      }
      return;
    }
    if (this.list.includes(term)) return;
    this.list.push(term);
    if (this.list.length > Terms.LIST_MAX) this.set = new Set(this.list);
  }
}

/** The terms of one text (see the rules above). */
function wordTerms(text: string): string[] {
  const terms = new Terms();
  const normal = normalise(text);
  const forms = latinFormsOfNormal(normal);
  for (const word of forms.words) addPrefixes(terms, word);
  for (const word of forms.compact) addPrefixes(terms, word);
  for (const word of forms.pieces) addPrefixes(terms, word);
  for (const run of normal.match(HAN) ?? []) {
    const chars = [...run];
    chars.forEach((char, i) => {
      terms.add(`h:${char}`);
      const next = chars[i + 1];
      if (next) terms.add(`h:${char}${next}`);
    });
  }
  return terms.list;
}

/**
 * The terms of texts seen lately: brands, models and parameter values repeat from product to product (an
 * import of 100,000 products makes each of them again and again). Emptied when full.
 */
const recentTerms = new Map<string, readonly string[]>();
const RECENT_TERMS_MAX = 2_000;

function addWordTerms(terms: Terms, text: string): void {
  let found = recentTerms.get(text);
  if (!found) {
    found = wordTerms(text);
    if (recentTerms.size >= RECENT_TERMS_MAX) recentTerms.clear();
    recentTerms.set(text, found);
  }
  for (const term of found) terms.add(term);
}

/** `c:` and every three characters in a row of the code. */
function addCodeTrigrams(terms: Terms, code: string): void {
  const normal = normalise(code);
  if (ASCII.test(normal)) {
    for (let i = 0; i + 3 <= normal.length; i++) terms.add(`c:${normal.slice(i, i + 3)}`);
    return;
  }
  for (const gram of codeTrigrams(normal)) terms.add(gram);
}

/** The trigrams of normalised text, counted in characters (a Chinese character or emoji is one). */
function codeTrigrams(normal: string): string[] {
  const chars = [...normal];
  const grams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) grams.push(`c:${chars.slice(i, i + 3).join('')}`);
  return grams;
}

/**
 * A term every product's terms hold once they are made by the rules above; terms made by earlier rules
 * lack it, and are made again when the server starts (refreshSearchTerms). No keyword yields it.
 */
export const SEARCH_TERMS_VERSION = 'v:3';

/** Every term of a product, each once. */
export function productSearchTerms(product: SearchableProduct): string[] {
  const terms = new Terms();
  terms.add(SEARCH_TERMS_VERSION);
  const texts = [
    product.code,
    product.name.zh,
    product.name.en,
    product.model,
    product.brand,
    otherBrandName(product.brand),
    ...product.parameters.map((parameter) => parameter.value),
    ...product.styles.flatMap((style) => [style.name.zh, style.name.en, style.spec]),
  ];
  // A text given twice (an imported name is the same in both languages) adds nothing the second time.
  for (const text of new Set(texts)) addWordTerms(terms, text);
  addCodeTrigrams(terms, product.code);
  return terms.list;
}

export interface KeywordPlan {
  /**
   * Alternative sets of terms, one per Latin/digit form of the keyword (each with its Chinese terms): a
   * product with all the terms of one set matches. Empty when the keyword has no usable word.
   */
  words: string[][];
  /** For a keyword that may be part of a code: its trigrams and the lower-cased text to check. */
  code: { grams: string[]; text: string } | null;
}

/** What a keyword must match; null when it has nothing to search for (then everything matches). */
export function keywordPlan(keyword: string | undefined): KeywordPlan | null {
  const text = normalise(keyword ?? '').trim();
  if (!text) return null;
  const han = new Set<string>();
  for (const run of hanRuns(text)) {
    const chars = [...run];
    if (chars.length === 1) han.add(`h:${chars[0]}`);
    for (let i = 0; i + 1 < chars.length; i++) han.add(`h:${chars[i]}${chars[i + 1]}`);
  }
  const forms = latinForms(text);
  const sets = new Map<string, string[]>();
  for (const form of [forms.words, forms.compact, forms.pieces]) {
    const terms = [
      ...new Set(
        form.filter((word) => word.length >= MIN_PREFIX).map((word) => `p:${word.slice(0, MAX_PREFIX)}`),
      ),
      ...han,
    ].sort();
    if (terms.length > 0) sets.set(terms.join(' '), terms);
  }
  const compact = !/\s/.test(text) && [...text].length >= 3 && text.length <= 64;
  const code = compact ? { grams: [...new Set(codeTrigrams(text))], text } : null;
  return { words: [...sets.values()], code };
}
