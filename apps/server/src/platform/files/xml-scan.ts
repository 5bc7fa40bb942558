/*
 * A scanner of the XML inside an .xlsx file (worksheets, shared strings), fed the bytes as they inflate.
 * Written here rather than taken from a general XML parser: saxes, measured on a 100,000-row import,
 * cost more than every check of the import together (a second per 40 MB of worksheet, and as much again
 * in garbage collection), because it decodes every byte into text and makes objects for every tag and
 * attribute. This one finds tags with Buffer.indexOf, names the few elements a reader asks for by their
 * bytes, and decodes only the text a reader keeps. What it reads: elements (with or without a namespace
 * prefix) and their attributes in either quotes, character and entity references, CDATA sections,
 * comments, processing instructions and a document type without an internal subset. It does not check
 * that the document is well formed: a worksheet that is not gives what its tags say.
 */

/** The elements a reader reacts to, by local name; any other is OTHER. */
export const XmlName = {
  OTHER: 0,
  row: 1,
  c: 2,
  v: 3,
  t: 4,
  si: 5,
  rPh: 6,
} as const;

export interface XmlHandler {
  /** An element's start tag; `attributes` reads its attributes while the call lasts. */
  open(name: number, attributes: XmlAttributes, selfClosing: boolean): void;
  close(name: number): void;
  /**
   * Text between tags (whitespace between elements included) as bytes [start, end) of `bytes`, valid
   * while the call lasts: textOf reads it; `cdata` text is read as it is.
   */
  text(bytes: Buffer, start: number, end: number, cdata: boolean): void;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const COLON = 0x3a;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** The local name (after any prefix) of the name in bytes [start, end), as an XmlName. */
function nameOf(bytes: Buffer, start: number, end: number): number {
  for (let i = end - 1; i >= start; i--) {
    if (bytes[i] === COLON) {
      start = i + 1;
      break;
    }
  }
  const length = end - start;
  const first = bytes[start];
  if (length === 1) {
    if (first === 0x63) return XmlName.c;
    if (first === 0x76) return XmlName.v;
    if (first === 0x74) return XmlName.t;
    return XmlName.OTHER;
  }
  if (length === 2) return first === 0x73 && bytes[start + 1] === 0x69 ? XmlName.si : XmlName.OTHER;
  if (length === 3) {
    if (first === 0x72 && bytes[start + 1] === 0x6f && bytes[start + 2] === 0x77) return XmlName.row;
    if (first === 0x72 && bytes[start + 1] === 0x50 && bytes[start + 2] === 0x68) return XmlName.rPh;
  }
  return XmlName.OTHER;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with its character and entity references replaced (an unknown one is kept as written). */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (reference: string, body: string) => {
    if (body[0] !== '#') return ENTITIES[body] ?? reference;
    const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/** The attributes of the start tag being reported. */
export class XmlAttributes {
  bytes: Buffer = Buffer.alloc(0);
  start = 0;
  end = 0;

  /** Where the last value `find` found starts and ends in `bytes` (references not decoded). */
  valueStart = 0;
  valueEnd = 0;

  /** The value of the attribute whose local name is `name` (ASCII), or undefined. */
  get(name: string): string | undefined {
    return this.find(name)
      ? decodeReferences(this.bytes.toString('utf8', this.valueStart, this.valueEnd))
      : undefined;
  }

  /** Finds the attribute whose local name is `name` (ASCII): its value is then at valueStart..valueEnd. */
  find(name: string): boolean {
    const { bytes, end } = this;
    let i = this.start;
    while (i < end) {
      while (i < end && isSpace(bytes[i]!)) i++;
      const nameStart = i;
      while (i < end && bytes[i] !== EQUALS && !isSpace(bytes[i]!)) i++;
      const nameEnd = i;
      while (i < end && bytes[i] !== QUOTE && bytes[i] !== APOSTROPHE) i++;
      if (i >= end) return false;
      const valueStart = i + 1;
      const valueEnd = bytes.indexOf(bytes[i]!, valueStart);
      if (valueEnd < 0 || valueEnd > end) return false;
      i = valueEnd + 1;
      let local = nameStart;
      for (let k = nameEnd - 1; k >= nameStart; k--) {
        if (bytes[k] === COLON) {
          local = k + 1;
          break;
        }
      }
      if (nameEnd - local !== name.length) continue;
      let same = true;
      for (let k = 0; k < name.length && same; k++) same = bytes[local + k] === name.charCodeAt(k);
      if (same) {
        this.valueStart = valueStart;
        this.valueEnd = valueEnd;
        return true;
      }
    }
    return false;
  }
}

/** The end of the start tag that begins at `from` (its '>'), skipping '>' inside quoted values; -1 if not in `bytes`. */
function tagEnd(bytes: Buffer, from: number): number {
  for (let i = from; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === GT) return i;
    if (byte === QUOTE || byte === APOSTROPHE) {
      const close = bytes.indexOf(byte, i + 1);
      if (close < 0) return -1;
      i = close;
    }
  }
  return -1;
}

/** Where the markup that starts with `<!` or `<?` at `at` ends (after its last byte); -1 if not in `bytes`. */
function markupEnd(bytes: Buffer, at: number): number {
  // Which markup it is shows in its first 9 bytes ('<![CDATA[').
  if (bytes.length - at < 9) return -1;
  const terminator =
    bytes[at + 1] === QUESTION
      ? '?>'
      : bytes.toString('latin1', at, at + 4) === '<!--'
        ? '-->'
        : bytes.toString('latin1', at, at + 9) === '<![CDATA['
          ? ']]>'
          : '>';
  const end = bytes.indexOf(terminator, at + 2, 'latin1');
  return end < 0 ? -1 : end + terminator.length;
}

/**
 * Scans `bytes` from the start, reporting to `handler`; answers where the last whole token ended, so that
 * the rest is scanned again with the next bytes.
 */
function scan(bytes: Buffer, handler: XmlHandler, attributes: XmlAttributes): number {
  let at = 0;
  const length = bytes.length;
  while (at < length) {
    if (bytes[at] !== LT) {
      const next = bytes.indexOf(LT, at);
      if (next < 0) return at;
      handler.text(bytes, at, next, false);
      at = next;
      continue;
    }
    const second = bytes[at + 1];
    if (second === undefined) return at;
    if (second === BANG || second === QUESTION) {
      const end = markupEnd(bytes, at);
      if (end < 0) return at;
      if (bytes.toString('latin1', at, at + 9) === '<![CDATA[') handler.text(bytes, at + 9, end - 3, true);
      at = end;
      continue;
    }
    const end = tagEnd(bytes, at + 1);
    if (end < 0) return at;
    if (second === SLASH) {
      let nameEnd = at + 2;
      while (nameEnd < end && !isSpace(bytes[nameEnd]!)) nameEnd++;
      handler.close(nameOf(bytes, at + 2, nameEnd));
    } else {
      let nameEnd = at + 1;
      while (nameEnd < end && bytes[nameEnd] !== SLASH && !isSpace(bytes[nameEnd]!)) nameEnd++;
      const selfClosing = bytes[end - 1] === SLASH;
      const name = nameOf(bytes, at + 1, nameEnd);
      attributes.bytes = bytes;
      attributes.start = nameEnd;
      attributes.end = selfClosing ? end - 1 : end;
      handler.open(name, attributes, selfClosing);
      if (selfClosing) handler.close(name);
    }
    at = end + 1;
  }
  return at;
}

/** Largest unfinished token carried from one chunk to the next: beyond it the file is not XML we read. */
const MAX_TOKEN_BYTES = 32 * 1024 * 1024;

/**
 * Scans the XML arriving as `chunks` (bytes, split anywhere), reporting to `handler`; yields after each
 * chunk so that the caller can take what the handler gathered.
 */
export async function* scanXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler): AsyncGenerator<void> {
  const attributes = new XmlAttributes();
  let rest: Buffer | null = null;
  for await (const chunk of chunks) {
    const bytes: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    const done = scan(bytes, handler, attributes);
    rest = done < bytes.length ? bytes.subarray(done) : null;
    if (rest && rest.length > MAX_TOKEN_BYTES) throw new Error('XML token too long');
    yield;
  }
  if (rest) handler.text(rest, 0, rest.length, false);
}

/** The text a handler was given, as a string. */
export function textOf(bytes: Buffer, start: number, end: number, cdata: boolean): string {
  const text = bytes.toString('utf8', start, end);
  return cdata ? text : decodeReferences(text);
}
