import { SHEET_LIMITS, SheetLimitError } from './sheet-limits';
import type { SheetRow } from './xlsx-rows';

/*
 * The records of a CSV text (RFC 4180: fields in double quotes may hold the delimiter, line breaks and
 * doubled quotes), counted against SHEET_LIMITS as each field is read, so that a line of a million
 * delimiters is refused at the limit rather than built first. Written here because the few lines it
 * takes check the limits where a library would hand over a whole record.
 */

const QUOTE = '"';
/** Delimiters tried, in order, on the first line: the one it holds most of is used (comma by default). */
const DELIMITERS = [',', '\t', ';'];

function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const firstLine = end < 0 ? text : text.slice(0, end);
  let best = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > most) {
      best = delimiter;
      most = count;
    }
  }
  return best;
}

/** The records of `text` as rows of text cells (an empty field is ''), `batch` rows at a time. */
export function* csvRows(text: string, batch = 500): Generator<SheetRow[]> {
  const delimiter = delimiterOf(text);
  let rows: SheetRow[] = [];
  let cells: string[] = [];
  let total = 0;
  let number = 0;
  let at = 0;
  const length = text.length;
  const field = (value: string) => {
    if (cells.length >= SHEET_LIMITS.columns) throw new SheetLimitError('columns');
    if (++total > SHEET_LIMITS.cells) throw new SheetLimitError('cells');
    cells.push(value);
  };
  const endRecord = () => {
    rows.push({ number: ++number, cells });
    cells = [];
  };
  while (at < length) {
    let value: string;
    if (text[at] === QUOTE) {
      let end = at + 1;
      value = '';
      for (;;) {
        const close = text.indexOf(QUOTE, end);
        if (close < 0) {
          value += text.slice(end);
          end = length;
          break;
        }
        value += text.slice(end, close);
        if (text[close + 1] === QUOTE) {
          value += QUOTE;
          end = close + 2;
          continue;
        }
        end = close + 1;
        break;
      }
      // Anything between the closing quote and the next delimiter or line end is kept as written.
      let next = end;
      while (next < length && text[next] !== delimiter && text[next] !== '\n' && text[next] !== '\r') next++;
      value += text.slice(end, next);
      at = next;
    } else {
      let next = at;
      while (next < length && text[next] !== delimiter && text[next] !== '\n' && text[next] !== '\r') next++;
      value = text.slice(at, next);
      at = next;
    }
    field(value);
    if (at >= length) break;
    if (text[at] === delimiter) {
      at++;
      // A delimiter at the very end still ends a field.
      if (at >= length) field('');
      continue;
    }
    // A line end: \r\n, \n or \r.
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    endRecord();
    if (rows.length >= batch) {
      yield rows;
      rows = [];
    }
  }
  if (cells.length > 0) endRecord();
  if (rows.length > 0) yield rows;
}
