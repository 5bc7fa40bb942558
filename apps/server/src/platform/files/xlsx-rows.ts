import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type JSZip from 'jszip';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { SheetCell } from './sheet-reader';

/*
 * The rows of an .xlsx file's first worksheet, read as the worksheet's XML inflates: only the compressed
 * file and its shared strings are held, never the rows. (ExcelJS's streaming reader decodes each inflated
 * chunk on its own and so breaks a Chinese character that straddles two chunks; here a StringDecoder
 * carries such a character over to the next chunk.)
 */

/** The XML of a zip entry as text chunks, multi-byte characters whole. */
async function* xmlText(stream: NodeJS.ReadableStream): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  // JSZip's stream is an older kind, not async-iterable: piped into one that is.
  for await (const chunk of stream.pipe(new PassThrough())) yield decoder.write(chunk as Buffer);
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Feeds `stream`'s XML to a parser with `on` handlers, yielding after each chunk what `take` gathered. */
async function* parsed<T>(
  stream: NodeJS.ReadableStream,
  on: (parser: SaxesParser, out: T[]) => void,
): AsyncGenerator<T[]> {
  const parser = new SaxesParser();
  const out: T[] = [];
  on(parser, out);
  for await (const text of xmlText(stream)) {
    parser.write(text);
    if (out.length > 0) yield out.splice(0);
  }
  parser.close();
  if (out.length > 0) yield out.splice(0);
}

async function entryText(zip: JSZip, path: string): Promise<string | null> {
  return (await zip.file(path)?.async('string')) ?? null;
}

/** The path of the workbook's first worksheet (by the workbook and its relationships). */
async function firstSheetPath(zip: JSZip): Promise<string | null> {
  const workbook = (await entryText(zip, 'xl/workbook.xml')) ?? '';
  const id = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = (await entryText(zip, 'xl/_rels/workbook.xml.rels')) ?? '';
  const target = id
    ? (new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
      new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1])
    : undefined;
  if (!target) return zip.file('xl/worksheets/sheet1.xml') ? 'xl/worksheets/sheet1.xml' : null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The shared strings table: each <si>'s texts joined (rich text runs included). */
async function sharedStrings(zip: JSZip): Promise<string[]> {
  const entry = zip.file('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  for await (const found of parsed<string>(entry.nodeStream(), (parser, out) => {
    let text: string | null = null;
    let inText = false;
    parser.on('opentag', (tag) => {
      if (tag.name === 'si') text = '';
      else if (tag.name === 't') inText = true;
    });
    parser.on('text', (value) => {
      if (inText && text !== null) text += value;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'si') {
        out.push(text ?? '');
        text = null;
      }
    });
  })) {
    for (const value of found) strings.push(value);
  }
  return strings;
}

/** 'AB12' → 27 (zero-based column of a cell reference). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

function cellValue(type: string, raw: string, strings: readonly string[]): SheetCell {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null;
    case 'str':
    case 'inlineStr':
      return raw;
    case 'b':
      return raw === '1';
    case 'e':
      return null;
    default: {
      if (raw === '') return null;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
  }
}

/** The rows of the first worksheet of the .xlsx file at `path`: cells from column A, empty ones null. */
export async function* xlsxRows(path: string): AsyncGenerator<SheetCell[]> {
  const { default: Zip } = await import('jszip');
  const zip = await Zip.loadAsync(await readFile(path));
  const sheetPath = await firstSheetPath(zip);
  const sheet = sheetPath ? zip.file(sheetPath) : null;
  if (!sheet) return;
  const strings = await sharedStrings(zip);
  const rows = parsed<SheetCell[]>(sheet.nodeStream(), (parser, out) => {
    let row: SheetCell[] | null = null;
    let cell: { column: number; type: string; raw: string } | null = null;
    let inValue = false;
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (tag.name === 'row') row = [];
      else if (tag.name === 'c' && row) {
        const reference = String(tag.attributes.r ?? '');
        cell = {
          column: reference ? columnOf(reference) : row.length,
          type: String(tag.attributes.t ?? 'n'),
          raw: '',
        };
      } else if ((tag.name === 'v' || tag.name === 't') && cell) inValue = true;
    });
    parser.on('text', (value) => {
      if (inValue && cell) cell.raw += value;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') inValue = false;
      else if (tag.name === 'c' && row && cell) {
        while (row.length < cell.column) row.push(null);
        row[cell.column] = cellValue(cell.type, cell.raw, strings);
        cell = null;
      } else if (tag.name === 'row' && row) {
        out.push(row);
        row = null;
      }
    });
  });
  for await (const found of rows) yield* found;
}
