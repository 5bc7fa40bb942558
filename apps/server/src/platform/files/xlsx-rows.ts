import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import type { SheetCell } from './sheet-reader';
import { INFLATED_MAX_BYTES, RATIO_FLOOR_BYTES, SHEET_LIMITS, SheetLimitError } from './sheet-limits';
import { scanXml, textOf, XmlName, type XmlAttributes, type XmlHandler } from './xml-scan';

/*
 * The rows of an .xlsx file's first worksheet, read as the worksheet's XML inflates: only the shared
 * strings are held, never the rows. The file is read within SHEET_LIMITS, each checked as the bytes
 * inflate and the cells arrive (before a row is padded to a cell far to its right).
 */

/** One row of a sheet: its number in the sheet (1 for the first) and its cells from column A. */
export interface SheetRow {
  number: number;
  cells: SheetCell[];
}

/** Where an .xlsx file is: on disk, or its bytes. */
export type SheetSource = { path: string } | { bytes: Uint8Array };

const STORED = 0;
const DEFLATED = 8;
/**
 * Inflated bytes per chunk: zlib's default 16 kB makes a worksheet's 40 MB arrive in thousands of pieces,
 * and handling each cost the main thread four times the inflating.
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;

/** An .xlsx file's parts by path, read from the file as they are asked for. */
interface Package {
  has(path: string): boolean;
  /** The bytes of a part as they inflate (counted against the limits). */
  bytes(path: string): AsyncIterable<Buffer>;
  close(): void;
}

/** Counts the inflated bytes of every part against the limits on their total and on its ratio to `stored`. */
function inflateMeter(stored: number) {
  let inflated = 0;
  return (bytes: number) => {
    inflated += bytes;
    if (inflated > INFLATED_MAX_BYTES) throw new SheetLimitError('inflatedMb');
    if (inflated > RATIO_FLOOR_BYTES && inflated > stored * SHEET_LIMITS.inflateRatio)
      throw new SheetLimitError('inflateRatio');
  };
}

async function openPackage(source: SheetSource): Promise<Package> {
  const zip =
    'path' in source
      ? await yauzl.openPromise(source.path, { lazyEntries: true, autoClose: false })
      : await yauzl.fromBufferPromise(
          Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.length),
          {
            lazyEntries: true,
          },
        );
  const count = inflateMeter(zip.fileSize);
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    has: (part) => entries.has(part),
    async *bytes(part) {
      const stream = await open(part);
      // Leaving the loop early (a refusal, a reader that stops) destroys the stream.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        count(chunk.length);
        yield chunk;
      }
    },
    close: () => zip.close(),
  };

  async function open(part: string): Promise<Readable> {
    const entry = entries.get(part)!;
    if (entry.compressionMethod === STORED) return zip.openReadStreamPromise(entry);
    if (entry.compressionMethod !== DEFLATED)
      throw new Error(`compression method ${entry.compressionMethod}`);
    // Inflated here rather than by yauzl, to choose the chunk size.
    const stored = await zip.openReadStreamPromise(entry, { decompress: false });
    const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    stored.on('error', (error) => inflate.destroy(error));
    return stored.pipe(inflate);
  }
}

async function partText(zip: Package, path: string): Promise<string | null> {
  if (!zip.has(path)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of zip.bytes(path)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** `text` matched literally inside a regular expression (a relationship id comes from the file). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path of the workbook's first worksheet (by the workbook and its relationships). */
async function firstSheetPath(zip: Package): Promise<string | null> {
  const workbook = (await partText(zip, 'xl/workbook.xml')) ?? '';
  const found = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = (await partText(zip, 'xl/_rels/workbook.xml.rels')) ?? '';
  const id = found === undefined ? undefined : escapeRegExp(found);
  const target = id
    ? (new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
      new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1])
    : undefined;
  if (!target) return zip.has('xl/worksheets/sheet1.xml') ? 'xl/worksheets/sheet1.xml' : null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The shared strings table: each <si>'s texts joined (rich text runs included, phonetic hints not). */
async function sharedStrings(zip: Package): Promise<string[]> {
  const path = 'xl/sharedStrings.xml';
  if (!zip.has(path)) return [];
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
        if (strings.length >= SHEET_LIMITS.sharedStrings) throw new SheetLimitError('sharedStrings');
        strings.push(text ?? '');
        text = null;
      }
    },
    text(bytes, start, end, cdata) {
      if (inText && text !== null) text += textOf(bytes, start, end, cdata);
    },
  };
  for await (const _ of scanXml(zip.bytes(path), handler));
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

/** A row's number from its `r` attribute, else the one after `previous`. */
function rowNumberOf(attributes: XmlAttributes, previous: number): number {
  const written = attributes.find('r') ? Number(attributes.get('r')) : Number.NaN;
  return Number.isSafeInteger(written) && written > previous ? written : previous + 1;
}

/** What a worksheet's XML says, as rows: cells from column A, empty ones null. */
function worksheetHandler(strings: readonly string[], out: SheetRow[]): XmlHandler {
  let row: SheetCell[] | null = null;
  let number = 0;
  let cells = 0;
  let inCell = false;
  let column = 0;
  let type = 'n';
  let raw = '';
  let inValue = false;
  let phonetic = 0;
  return {
    open(name, attributes) {
      if (name === XmlName.row) {
        row = [];
        number = rowNumberOf(attributes, number);
      } else if (name === XmlName.c && row) {
        const { bytes } = attributes;
        const at = attributes.find('r') ? columnOf(bytes, attributes.valueStart, attributes.valueEnd) : -1;
        column = at >= 0 ? at : row.length;
        if (column >= SHEET_LIMITS.columns) throw new SheetLimitError('columns');
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
        cells += row.length;
        if (cells > SHEET_LIMITS.cells) throw new SheetLimitError('cells');
        out.push({ number, cells: row });
        row = null;
      }
    },
    text(bytes, start, end, cdata) {
      if (inValue) raw += textOf(bytes, start, end, cdata);
    },
  };
}

/**
 * The rows of the first worksheet of the .xlsx file `source`, a chunk's rows at a time: cells from
 * column A, empty ones null. A file past SHEET_LIMITS throws SheetLimitError.
 */
export async function* xlsxRows(source: SheetSource): AsyncGenerator<SheetRow[]> {
  const zip = await openPackage(source);
  try {
    const sheetPath = await firstSheetPath(zip);
    if (!sheetPath || !zip.has(sheetPath)) return;
    const strings = await sharedStrings(zip);
    const rows: SheetRow[] = [];
    for await (const _ of scanXml(zip.bytes(sheetPath), worksheetHandler(strings, rows))) {
      if (rows.length > 0) yield rows.splice(0);
    }
  } finally {
    // Also when the reader stops early (a file refused part way).
    zip.close();
  }
}
