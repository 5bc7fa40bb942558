import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type JSZip from 'jszip';
import type { SheetCell } from './sheet-reader';
import { scanXml, textOf, XmlName, type XmlHandler } from './xml-scan';

/*
 * The rows of an .xlsx file's first worksheet, read as the worksheet's XML inflates: only the compressed
 * file and its shared strings are held, never the rows.
 */

/** The bytes of a zip entry as they inflate. */
function entryBytes(entry: JSZip.JSZipObject): AsyncIterable<Buffer> {
  // JSZip's stream is an older kind, not async-iterable: piped into one that is.
  return entry.nodeStream().pipe(new PassThrough());
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

/** The shared strings table: each <si>'s texts joined (rich text runs included, phonetic hints not). */
async function sharedStrings(zip: JSZip): Promise<string[]> {
  const entry = zip.file('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  const handler: XmlHandler = {
    open(name) {
      if (name === XmlName.si) text = '';
      else if (name === XmlName.rPh) phonetic++;
      else if (name === XmlName.t && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === XmlName.t) inText = false;
      else if (name === XmlName.rPh) phonetic--;
      else if (name === XmlName.si) {
        strings.push(text ?? '');
        text = null;
      }
    },
    text(bytes, start, end, cdata) {
      if (inText && text !== null) text += textOf(bytes, start, end, cdata);
    },
  };
  for await (const _ of scanXml(entryBytes(entry), handler));
  return strings;
}

/** The zero-based column of a cell reference's letters ('AB12' → 27) in bytes [start, end); -1 if none. */
function columnOf(bytes: Buffer, start: number, end: number): number {
  let column = 0;
  for (let i = start; i < end; i++) {
    const code = bytes[i]!;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A cell's type attribute as written ('s', 'str', 'inlineStr', 'b', 'e', 'n', 'd'), read without decoding. */
function cellTypeOf(bytes: Buffer, start: number, end: number): string {
  const length = end - start;
  switch (bytes[start]) {
    case 0x73: // s
      return length === 1 ? 's' : 'str';
    case 0x69: // i
      return 'inlineStr';
    case 0x62: // b
      return 'b';
    case 0x65: // e
      return 'e';
    default:
      return 'n';
  }
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

/** What a worksheet's XML says, as rows: cells from column A, empty ones null. */
function worksheetHandler(strings: readonly string[], out: SheetCell[][]): XmlHandler {
  let row: SheetCell[] | null = null;
  let inCell = false;
  let column = 0;
  let type = 'n';
  let raw = '';
  let inValue = false;
  let phonetic = 0;
  return {
    open(name, attributes) {
      if (name === XmlName.row) row = [];
      else if (name === XmlName.c && row) {
        const { bytes } = attributes;
        const at = attributes.find('r') ? columnOf(bytes, attributes.valueStart, attributes.valueEnd) : -1;
        column = at >= 0 ? at : row.length;
        type = attributes.find('t') ? cellTypeOf(bytes, attributes.valueStart, attributes.valueEnd) : 'n';
        raw = '';
        inCell = true;
      } else if (name === XmlName.rPh) phonetic++;
      else if ((name === XmlName.v || name === XmlName.t) && inCell && phonetic === 0) inValue = true;
    },
    close(name) {
      if (name === XmlName.v || name === XmlName.t) inValue = false;
      else if (name === XmlName.rPh) phonetic--;
      else if (name === XmlName.c && row && inCell) {
        while (row.length < column) row.push(null);
        row[column] = cellValue(type, raw, strings);
        inCell = false;
      } else if (name === XmlName.row && row) {
        out.push(row);
        row = null;
      }
    },
    text(bytes, start, end, cdata) {
      if (inValue) raw += textOf(bytes, start, end, cdata);
    },
  };
}

/** The rows of the first worksheet of the .xlsx file at `path`: cells from column A, empty ones null. */
export async function* xlsxRows(path: string): AsyncGenerator<SheetCell[]> {
  const { default: Zip } = await import('jszip');
  const zip = await Zip.loadAsync(await readFile(path));
  const sheetPath = await firstSheetPath(zip);
  const sheet = sheetPath ? zip.file(sheetPath) : null;
  if (!sheet) return;
  const strings = await sharedStrings(zip);
  const rows: SheetCell[][] = [];
  for await (const _ of scanXml(entryBytes(sheet), worksheetHandler(strings, rows))) yield* rows.splice(0);
}
