import type { LocalizedText } from '@mall/shared';

/**
 * Keyword search over a text-array column with a GIN index. A product stores, lower-cased:
 * - `p:<prefix>` for every beginning (2 to 8 characters) of every Latin/digit word of its code, names,
 *   model, brand and parameter values, so that "bear" finds "bearing" and "6204" finds "6204-2RS"; a longer
 *   keyword word matches by its first 8 characters. Few, short terms keep the array small enough to be
 *   stored in the row, so that checking it costs little;
 * - `h:<char>` and `h:<two chars>` for every Chinese character and every two in a row, so that a Chinese
 *   word of any length matches through its character pairs (Chinese has no spaces between words);
 * - `c:<three chars>` for every three characters in a row of its code, so that any part of a code matches
 *   (checked again against the code itself, since three-character pieces may come from different places).
 * A keyword matches when its own terms are all among the product's (`@>`), or when it is a code part.
 */
const MIN_PREFIX = 2;
const MAX_PREFIX = 8;
const HAN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

export interface SearchableProduct {
  code: string;
  name: LocalizedText;
  model: string;
  brand: string;
  parameters: readonly { name: LocalizedText; value: string }[];
}

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The Latin/digit words of `text` (Chinese characters split words too). */
function words(text: string): string[] {
  return normalise(text).replace(HAN, ' ').match(WORD) ?? [];
}

function hanRuns(text: string): string[] {
  return normalise(text).match(HAN) ?? [];
}

function addWordTerms(terms: Set<string>, text: string): void {
  for (const word of words(text)) {
    const longest = Math.min(word.length, MAX_PREFIX);
    for (let length = MIN_PREFIX; length <= longest; length++) terms.add(`p:${word.slice(0, length)}`);
  }
  for (const run of hanRuns(text)) {
    const chars = [...run];
    chars.forEach((char, i) => {
      terms.add(`h:${char}`);
      const next = chars[i + 1];
      if (next) terms.add(`h:${char}${next}`);
    });
  }
}

function codeTrigrams(code: string): string[] {
  const chars = [...normalise(code)];
  const grams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) grams.push(`c:${chars.slice(i, i + 3).join('')}`);
  return grams;
}

/** Every term of a product, each once. */
export function productSearchTerms(product: SearchableProduct): string[] {
  const terms = new Set<string>();
  const texts = [
    product.code,
    product.name.zh,
    product.name.en,
    product.model,
    product.brand,
    ...product.parameters.map((parameter) => parameter.value),
  ];
  for (const text of texts) addWordTerms(terms, text);
  for (const gram of codeTrigrams(product.code)) terms.add(gram);
  return [...terms];
}

export interface KeywordPlan {
  /** Terms that must all be present for a word match; empty when the keyword has no usable word. */
  words: string[];
  /** For a keyword that may be part of a code: its trigrams and the lower-cased text to check. */
  code: { grams: string[]; text: string } | null;
}

/** What a keyword must match; null when it has nothing to search for (then everything matches). */
export function keywordPlan(keyword: string | undefined): KeywordPlan | null {
  const text = normalise(keyword ?? '').trim();
  if (!text) return null;
  const terms = new Set<string>();
  for (const word of words(text)) {
    if (word.length >= MIN_PREFIX) terms.add(`p:${word.slice(0, MAX_PREFIX)}`);
  }
  for (const run of hanRuns(text)) {
    const chars = [...run];
    if (chars.length === 1) terms.add(`h:${chars[0]}`);
    for (let i = 0; i + 1 < chars.length; i++) terms.add(`h:${chars[i]}${chars[i + 1]}`);
  }
  const compact = !/\s/.test(text) && [...text].length >= 3 && text.length <= 64;
  const code = compact ? { grams: [...new Set(codeTrigrams(text))], text } : null;
  return { words: [...terms], code };
}
