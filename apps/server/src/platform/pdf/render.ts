import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

/** The font family every document uses: Noto Sans SC (CJK and Latin), embedded as a subset. */
export const PDF_FONT = 'NotoSansSC';

const require = createRequire(import.meta.url);

interface VirtualFileSystem {
  writeFileSync(name: string, content: Buffer): void;
}

let loaded: Promise<typeof PdfMake> | undefined;

/**
 * Loads pdfmake at the first render (most servers never print), the bundled font files into its
 * in-memory file system once, and forbids every other file or URL: a document can never make the server
 * read a path or fetch from the network. Concurrent first renders share the one set-up.
 */
function setUp(): Promise<typeof PdfMake> {
  // A failed set-up (e.g. a font file unreadable) is not kept: the next render tries again.
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function load(): Promise<typeof PdfMake> {
  const { default: pdfmake } = await import('pdfmake');
  // The font package exposes only its entry point; the OTF files lie beside it.
  const fontDir = join(dirname(fileURLToPath(import.meta.resolve('@embedpdf/fonts-sc'))), '..', 'fonts');
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFileSystem }).virtualfs;
  const regular = readFileSync(join(fontDir, 'NotoSansHans-Regular.otf'));
  const bold = readFileSync(join(fontDir, 'NotoSansHans-Bold.otf'));
  vfs.writeFileSync('mall-font-regular.otf', regular);
  vfs.writeFileSync('mall-font-bold.otf', bold);
  pdfmake.setFonts({
    [PDF_FONT]: {
      normal: 'mall-font-regular.otf',
      bold: 'mall-font-bold.otf',
      italics: 'mall-font-regular.otf',
      bolditalics: 'mall-font-bold.otf',
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  decodeFontTablesOnce([regular, bold]);
  speedUpCffSubsets(regular);
  return pdfmake;
}

/** Whether the CFF subset fast path below is on (the PDF bench turns it off to measure the difference). */
let fastCffSubsets = true;

/** Whether fontkit's CFF writer was found and given the fast path (set on the first render). */
let fastPathInstalled = false;

/** Turns the CFF subset fast path on or off (only for measuring what it saves); says whether it is installed. */
export function useFastCffSubsets(enabled: boolean): boolean {
  fastCffSubsets = enabled;
  return fastPathInstalled;
}

interface EncodeStream {
  writeUInt16BE(value: number): void;
  writeUInt8(value: number): void;
  writeBuffer(buffer: Uint8Array): void;
}
interface CffIndex {
  type: unknown;
  size(this: CffIndex, items: Uint8Array[], parent: unknown): number;
  encode(this: CffIndex, stream: EncodeStream, items: Uint8Array[], parent: unknown): void;
}
interface CffSubset {
  cff: { stream: { pos: number; readBuffer(length: number): Uint8Array } };
  subsetSubrs(this: CffSubset, subrs: Array<{ offset: number; length: number }>, used: object): Uint8Array[];
  encode(): Uint8Array;
  includeGlyph(glyph: number): number;
}

// One "return" charstring stands for every subroutine a subset does not use (it is only ever read).
const RETURN_ONLY = new Uint8Array([11]);

/**
 * fontkit writes each embedded subset of the CJK font with its full subroutine tables (tens of thousands of
 * entries, the unused ones a bare "return"), allocating and sizing every entry through generic encoders:
 * that was most of a quotation's render time. For indexes of raw byte strings this writes the same bytes
 * (count, offset size, offsets, data) in one pass, and shares one "return" entry; other indexes are untouched.
 */
function speedUpCffSubsets(regular: Buffer): void {
  const fontkit = require('fontkit') as {
    create(buffer: Uint8Array): { createSubset(): CffSubset };
  };
  const restructure = createRequire(require.resolve('fontkit'))('restructure') as {
    VersionedStruct: { prototype: { toBuffer(value: unknown): Uint8Array } };
  };
  const subset = fontkit.create(regular).createSubset();
  // The subset's top structure is not exported: catch it while one small subset is written.
  let top: { versions: Record<number, { globalSubrIndex: CffIndex }> } | undefined;
  const toBuffer = restructure.VersionedStruct.prototype.toBuffer;
  restructure.VersionedStruct.prototype.toBuffer = function capture(value) {
    top = this as unknown as typeof top;
    return toBuffer.call(this, value);
  };
  try {
    subset.includeGlyph(1);
    subset.encode();
  } finally {
    restructure.VersionedStruct.prototype.toBuffer = toBuffer;
  }
  const index = (top?.versions[1]?.globalSubrIndex as object | undefined)?.constructor.prototype as
    CffIndex | undefined;
  if (!index || typeof index.size !== 'function' || typeof index.encode !== 'function') return;

  const offSizeOf = (end: number) => (end <= 0xff ? 1 : end <= 0xffff ? 2 : end <= 0xffffff ? 3 : 4);
  const { size, encode } = index;
  // The writer asks an index its size several times; a subset's index never changes once built.
  const sizes = new WeakMap<Uint8Array[], number>();
  index.size = function size_(items, parent) {
    if (!fastCffSubsets || this.type != null || items.length === 0) return size.call(this, items, parent);
    const known = sizes.get(items);
    if (known !== undefined) return known;
    let end = 1;
    for (const item of items) end += item.length;
    const total = 2 + 1 + offSizeOf(end) * (items.length + 1) + end - 1;
    sizes.set(items, total);
    return total;
  };
  index.encode = function encode_(stream, items, parent) {
    if (!fastCffSubsets || this.type != null || items.length === 0) {
      encode.call(this, stream, items, parent);
      return;
    }
    let end = 1;
    for (const item of items) end += item.length;
    const offSize = offSizeOf(end);
    const offsets = new Uint8Array(offSize * (items.length + 1));
    let offset = 1;
    let at = 0;
    const writeOffset = (value: number) => {
      for (let shift = (offSize - 1) * 8; shift >= 0; shift -= 8) offsets[at++] = (value >>> shift) & 0xff;
    };
    writeOffset(offset);
    for (const item of items) {
      offset += item.length;
      writeOffset(offset);
    }
    const data = new Uint8Array(end - 1);
    let pos = 0;
    for (const item of items) {
      data.set(item, pos);
      pos += item.length;
    }
    stream.writeUInt16BE(items.length);
    stream.writeUInt8(offSize);
    stream.writeBuffer(offsets);
    stream.writeBuffer(data);
  };

  fastPathInstalled = true;
  const subsetProto = Object.getPrototypeOf(subset) as CffSubset;
  const subsetSubrs = subsetProto.subsetSubrs;
  subsetProto.subsetSubrs = function subsetSubrs_(subrs, used) {
    if (!fastCffSubsets) return subsetSubrs.call(this, subrs, used);
    const marks = used as Record<number, boolean | undefined>;
    const result: Uint8Array[] = new Array(subrs.length);
    for (let i = 0; i < subrs.length; i++) {
      const subr = subrs[i] as { offset: number; length: number };
      if (marks[i]) {
        this.cff.stream.pos = subr.offset;
        result[i] = this.cff.stream.readBuffer(subr.length);
      } else result[i] = RETURN_ONLY;
    }
    return result;
  };
}

interface FontkitTable {
  tag: string;
}
interface FontkitFont {
  stream: { buffer: Uint8Array };
}
interface OpenTypeFont {
  prototype: FontkitFont & { _decodeTable(this: FontkitFont, table: FontkitTable): unknown };
}

/**
 * pdfkit parses the font file again for every document, and decoding the tables of an 8 MB CJK font takes
 * longer than the whole layout. A decoded table is never changed by a document (each takes its own subset),
 * so the tables of our font buffers are decoded once per process and shared; other fonts are unaffected.
 */
function decodeFontTablesOnce(buffers: Buffer[]): void {
  const fontkit = require('fontkit') as { create(buffer: Uint8Array): { constructor: unknown } };
  const openType = fontkit.create(buffers[0] as Buffer).constructor as OpenTypeFont;
  const shared = new Map<Uint8Array, Map<string, unknown>>(buffers.map((buffer) => [buffer, new Map()]));
  const decode = openType.prototype._decodeTable;
  openType.prototype._decodeTable = function decodeShared(table) {
    const tables = shared.get(this.stream.buffer);
    if (!tables) return decode.call(this, table);
    if (!tables.has(table.tag)) tables.set(table.tag, decode.call(this, table));
    return tables.get(table.tag);
  };
}

/** Renders a pdfmake document definition to PDF bytes; the default font is the embedded CJK font. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await setUp();
  return pdfmake
    .createPdf({ ...definition, defaultStyle: { font: PDF_FONT, ...definition.defaultStyle } })
    .getBuffer();
}
