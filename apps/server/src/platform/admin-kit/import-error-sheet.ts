import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { SheetCell } from '../files/sheet-reader';

/**
 * The error file of an import, written while the rows are read: per source file with failed rows, a
 * worksheet holding that file's header row plus a reason column, then each failed row as it was read
 * with its reason. Streamed (never the whole workbook in memory) into a compressed buffer.
 */
export class ErrorSheet {
  private readonly chunks: Buffer[] = [];
  private workbook: ExcelJS.stream.xlsx.WorkbookWriter | undefined;
  private sheet: ExcelJS.Worksheet | undefined;
  private sheetFile: string | undefined;
  private readonly done: Promise<void>;
  private finished: (() => void) | undefined;
  private sheets = 0;

  constructor(private readonly reasonTitle: string) {
    this.done = new Promise((resolve) => (this.finished = resolve));
  }

  private async open(): Promise<ExcelJS.stream.xlsx.WorkbookWriter> {
    if (this.workbook) return this.workbook;
    const { default: Excel } = await import('exceljs');
    const output = new PassThrough();
    output.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    output.on('end', () => this.finished?.());
    this.workbook = new Excel.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    return this.workbook;
  }

  /** Adds a failed row of `fileName` (whose header row is `header`) with its reason. */
  async add(fileName: string, header: readonly SheetCell[], row: readonly SheetCell[], reason: string) {
    if (this.sheetFile !== fileName || !this.sheet) {
      this.sheet?.commit();
      const name = `${this.sheets === 0 ? '' : `${this.sheets + 1} `}${fileName}`.replace(
        /[\\/?*[\]:]/g,
        '_',
      );
      this.sheet = (await this.open()).addWorksheet(name.slice(0, 31) || 'Sheet');
      this.sheetFile = fileName;
      this.sheets += 1;
      // Row and column as they were read, the reason after the header's last column.
      this.sheet.addRow([...header.map(textOf), this.reasonTitle]).commit();
    }
    this.sheet.addRow([...header.map((_, i) => row[i] ?? null), reason]).commit();
  }

  /** The finished file, or null when no row failed. */
  async finish(): Promise<Buffer | null> {
    if (!this.workbook) return null;
    this.sheet?.commit();
    await this.workbook.commit();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}

const textOf = (cell: SheetCell) =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString() : String(cell);
