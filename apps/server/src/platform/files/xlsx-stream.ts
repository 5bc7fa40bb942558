// A streaming .xlsx writer for exports: one worksheet of inline strings, numbers and dates, zipped while it
// is written. It replaces ExcelJS's streaming writer for exports because that one builds a row object, a
// cell object and a style model per value before writing each cell's XML, then zips through archiver's
// stream chain: 100,000 rows × 12 columns took it 4.6 s of CPU, this writer 2.3 s (same machine, same
// rows), most of an export's 5 s budget against less than half. This writes each page's rows as one XML
// text (no shared strings, the few styles fixed in advance) into one raw deflate stream (Node's zlib at
// level 1: the sheet's repetitive XML still shrinks about tenfold) with its CRC from zlib.crc32, in a plain
// ZIP container (each entry's CRC and sizes after its data, as ExcelJS writes them too). ExcelJS, Excel
// and LibreOffice read it; the export tests read it back with ExcelJS.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/** A cell's value: text, a number, a date (written as the spreadsheet's serial day number). */
export type SheetValue = string | number | Date;

export interface StreamedColumn<T> {
  header: string;
  width: number;
  value(row: T): SheetValue;
  /** Shown as a date and time (yyyy-mm-dd hh:mm:ss); other dates as a date. */
  dateTime?: boolean;
}

/** Styles by their index in styles.xml's cellXfs. */
const STYLE = { header: 1, dateTime: 2, date: 3 } as const;

/** A text a spreadsheet would read as a formula (= + - @, or a tab/CR before one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters XML 1.0 cannot hold (control characters other than tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex -- the control characters XML cannot hold are what it matches
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Whether a text needs escaping or cleaning: most do not, and testing is cheaper than replacing. */
// eslint-disable-next-line no-control-regex -- as NOT_XML
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** Blanks at either end, which XML keeps only when told to. */
const EDGE_SPACE = /^\s|\s$/;

function xml(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (char) => XML_ESCAPES[char]!);
}

/** The column letters of the 0-based column `index` (A … Z, AA …). */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const MS_PER_DAY = 86_400_000;
/** Days from the spreadsheet's epoch (1899-12-30) to 1970-01-01. */
const EPOCH_DAYS = 25_569;

/**
 * One cell's XML. A text is an inline string; one that begins like a formula is inline rich text, which
 * no spreadsheet evaluates whatever it begins with. An empty text or a number that is none is no cell.
 */
function cellXml(ref: string, value: SheetValue, dateStyle: number, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time)
      ? ''
      : `<c r="${ref}" s="${dateStyle}"><v>${time / MS_PER_DAY + EPOCH_DAYS}</v></c>`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (value === '') return '';
  const text = EDGE_SPACE.test(value) ? `<t xml:space="preserve">${xml(value)}</t>` : `<t>${xml(value)}</t>`;
  return FORMULA_START.test(value)
    ? `<c r="${ref}"${s} t="inlineStr"><is><r>${text}</r></is></c>`
    : `<c r="${ref}"${s} t="inlineStr"><is>${text}</is></c>`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPES}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPES}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${TYPES}.styles+xml"/>` +
  '</Types>';
const ROOT_RELS =
  `${HEAD}<Relationships xmlns="${PACKAGE_RELS}">` +
  `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${HEAD}<Relationships xmlns="${PACKAGE_RELS}">` +
  `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`;
// cellXfs: 0 plain, 1 bold (the header), 2 date and time, 3 date (built-in format 14).
const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A worksheet name as spreadsheets take it: at most 31 characters, none of : \ / ? * [ ]. */
function sheetNameOf(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

function workbookXml(name: string): string {
  return (
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>` +
    `<sheet name="${xml(sheetNameOf(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

/** The ZIP container: entries deflated as they come, each followed by its CRC and sizes, then the directory. */
class ZipWriter {
  private offset = 0;
  private readonly directory: Buffer[] = [];
  private readonly time: number;
  private readonly date: number;

  constructor(private readonly output: PassThrough) {
    const now = new Date();
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  private async emit(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (this.output.write(chunk)) return;
    // Wait for the reader, or stop when it went away.
    await new Promise<void>((resolve) => {
      const done = () => {
        this.output.off('drain', done).off('close', done);
        resolve();
      };
      this.output.on('drain', done).on('close', done);
    });
    if (this.output.destroyed) throw new Error('the export was closed before it was written');
  }

  /** Writes the entry `name` with the texts `content` yields. */
  async entry(name: string, content: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const fileName = Buffer.from(name, 'utf8');
    const start = this.offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    // Bit 3: CRC and sizes follow the data; bit 11: the name is UTF-8.
    local.writeUInt16LE(0x0808, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(this.time, 10);
    local.writeUInt16LE(this.date, 12);
    local.writeUInt16LE(fileName.length, 26);
    await this.emit(Buffer.concat([local, fileName]));

    const deflate = createDeflateRaw({ level: 1, strategy: constants.Z_DEFAULT_STRATEGY });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const feeding = (async () => {
      for await (const text of content) {
        const chunk = Buffer.from(text, 'utf8');
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (!deflate.write(chunk)) await once(deflate, 'drain');
      }
      deflate.end();
    })().catch((error: unknown) => deflate.destroy(error as Error));
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      compressed += chunk.length;
      await this.emit(chunk);
    }
    await feeding;
    if (size > 0xffffffff || this.offset > 0xffffffff) throw new Error('an export beyond 4 GB needs ZIP64');

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.emit(descriptor);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0808, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(this.time, 12);
    central.writeUInt16LE(this.date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(start, 42);
    this.directory.push(central, fileName);
  }

  /** Writes the central directory and its end record, and ends the output. */
  async finish(): Promise<void> {
    const start = this.offset;
    const directory = Buffer.concat(this.directory);
    const entries = this.directory.length / 2;
    await this.emit(directory);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries, 8);
    end.writeUInt16LE(entries, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(end);
    this.output.end();
  }
}

/** The worksheet's XML: the column widths, the bold header row, then each page's rows as one text. */
async function* worksheetXml<T>(
  columns: readonly StreamedColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  const names = columns.map((_, index) => columnName(index));
  const dateStyles = columns.map((column) => (column.dateTime ? STYLE.dateTime : STYLE.date));
  const widths = columns
    .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  const header = columns.map((column, i) => cellXml(`${names[i]}1`, column.header, STYLE.date, STYLE.header));
  yield (
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}"><cols>${widths}</cols>` +
    `<sheetData><row r="1">${header.join('')}</row>`
  );
  let rowNumber = 1;
  for await (const page of pages) {
    // A page's rows joined once: appending cell after cell builds a string tree the collector then chases.
    const rows: string[] = new Array<string>(page.length);
    const cells: string[] = new Array<string>(columns.length);
    for (let r = 0; r < page.length; r++) {
      rowNumber += 1;
      for (let i = 0; i < columns.length; i++) {
        cells[i] = cellXml(`${names[i]}${rowNumber}`, columns[i]!.value(page[r]!), dateStyles[i]!);
      }
      rows[r] = `<row r="${rowNumber}">${cells.join('')}</row>`;
    }
    yield rows.join('');
  }
  yield '</sheetData></worksheet>';
}

/**
 * One worksheet named `name` with a bold header row and a row per record of `pages`, streamed as an .xlsx
 * while the pages are read: a page's rows leave before the next page is asked for. A failure while
 * reading ends the stream with that error.
 */
export function streamXlsx<T>(
  name: string,
  columns: readonly StreamedColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
): Readable {
  const output = new PassThrough();
  const zip = new ZipWriter(output);
  void (async () => {
    await zip.entry('[Content_Types].xml', [CONTENT_TYPES]);
    await zip.entry('_rels/.rels', [ROOT_RELS]);
    await zip.entry('xl/workbook.xml', [workbookXml(name)]);
    await zip.entry('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]);
    await zip.entry('xl/styles.xml', [STYLES]);
    await zip.entry('xl/worksheets/sheet1.xml', worksheetXml(columns, pages));
    await zip.finish();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
