/** The types files may have, by extension, with the bytes their content must start with. */
export interface FileType {
  contentType: string;
  /** True when the content starts as this type's files do (checked on upload, whatever the name says). */
  matches(content: Buffer): boolean;
}

const startsWith =
  (...signatures: number[][]) =>
  (content: Buffer): boolean =>
    signatures.some((signature) => signature.every((byte, i) => content[i] === byte));

const zip = startsWith([0x50, 0x4b, 0x03, 0x04]);
const ole = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Plain text: valid UTF-8 without NUL or other control characters besides tab and line ends. */
const plainText = (content: Buffer): boolean => {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(content);
  if (text.includes('\uFFFD')) return false;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
};

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  png: { contentType: 'image/png', matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { contentType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) },
  jpeg: { contentType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) },
  gif: { contentType: 'image/gif', matches: startsWith([0x47, 0x49, 0x46, 0x38]) },
  webp: {
    contentType: 'image/webp',
    matches: (content) =>
      startsWith([0x52, 0x49, 0x46, 0x46])(content) && content.toString('latin1', 8, 12) === 'WEBP',
  },
  pdf: { contentType: 'application/pdf', matches: startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]) },
  zip: { contentType: 'application/zip', matches: zip },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: zip,
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: zip },
  doc: { contentType: 'application/msword', matches: ole },
  xls: { contentType: 'application/vnd.ms-excel', matches: ole },
  txt: { contentType: 'text/plain; charset=utf-8', matches: plainText },
  csv: { contentType: 'text/csv; charset=utf-8', matches: plainText },
};

/** The content type a stored file is served with (by its extension, which the upload checked). */
export function contentTypeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return FILE_TYPES[extension]?.contentType ?? 'application/octet-stream';
}

/** A Content-Disposition that downloads (never shows inline) under `fileName`, any language. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

/**
 * How a stored file may be shown: inline only when its name says image and its first bytes are that
 * image's (never SVG or HTML, which are not image types here); anything else downloads as `fileName`.
 */
export function dispositionOf(path: string, head: Buffer, fileName: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const type = FILE_TYPES[extension];
  return IMAGE_EXTENSIONS.has(extension) && type?.matches(head) ? 'inline' : attachment(fileName);
}
