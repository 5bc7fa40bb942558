/** The pattern shortcuts a rule may name; any other pattern is a regular expression. */
export const PATTERN_SHORTCUTS = {
  // Labelled "6 to 16 digits" but accepting up to 18, as the shortcut always has.
  'n6-16': /^\d{6,18}$/,
  '*6-16': /^.{6,16}$/,
  's6-18': /^[a-zA-Z]{6,18}$/,
  url: /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/,
  e: /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/,
  m: /^1[3-9]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[a-zA-Z]+$/,
  n: /^-?\d+(?:\.\d+)?$/,
  z: /^-?\d+$/,
  '*': /\S/,
  // Positive, at most two decimals.
  money: /^(?!0+(?:\.0+)?$)(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
} as const satisfies Record<string, RegExp>;

export type PatternShortcut = keyof typeof PATTERN_SHORTCUTS;

/** The pattern meaning "unique within the column". */
export const UNIQUE_PATTERN = 'only';

export function isPatternShortcut(pattern: unknown): pattern is PatternShortcut {
  return typeof pattern === 'string' && Object.hasOwn(PATTERN_SHORTCUTS, pattern);
}

/** The expression a rule's pattern stands for (a shortcut's, or the pattern itself); undefined if unreadable. */
export function patternRegExp(pattern: string | RegExp): RegExp | undefined {
  if (pattern instanceof RegExp) return pattern;
  if (isPatternShortcut(pattern)) return PATTERN_SHORTCUTS[pattern];
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}
