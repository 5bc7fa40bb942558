/**
 * Org codes spell a department's path: each level adds one letter and two digits (A01 … A99, B01 …
 * Z99), so a child of A01 is A01A01 and a code's prefix is its ancestors' codes.
 */
const LEVEL_LENGTH = 3;
const LEVEL_PATTERN = /^[A-Z]\d{2}$/;
const LAST_NUMBER = 99;

/** The code of the next child of `parentCode` (null: a root) after the last existing sibling code. */
export function nextOrgCode(parentCode: string | null, lastSiblingCode: string | null): string {
  const prefix = parentCode ?? '';
  if (lastSiblingCode === null) return `${prefix}A01`;
  const level = lastSiblingCode.slice(prefix.length);
  if (!lastSiblingCode.startsWith(prefix) || !LEVEL_PATTERN.test(level))
    throw new Error(`${lastSiblingCode} is not a child code of ${prefix || 'the root'}`);
  const letter = level.charCodeAt(0);
  const number = Number(level.slice(1));
  if (number < LAST_NUMBER) return `${prefix}${level[0]}${String(number + 1).padStart(2, '0')}`;
  if (level[0] === 'Z') throw new Error(`no org code left after ${lastSiblingCode}`);
  return `${prefix}${String.fromCharCode(letter + 1)}01`;
}

/** How deep a code lies: 1 for a root. */
export function orgCodeLevel(code: string): number {
  return code.length / LEVEL_LENGTH;
}
