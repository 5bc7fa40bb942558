import { crc32, deflateSync } from 'node:zlib';

/**
 * Small files the demo catalogue makes in code (nothing is fetched): product pictures as PNG and
 * datasheets as one-page PDF.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export type ProductShape = 'cylinder' | 'box' | 'disc' | 'plug';

/**
 * A 240×240 picture of a product's silhouette (a cylinder, box, disc or plug) in `colour` on a light
 * background, with a soft shadow: enough to tell the families apart in lists.
 */
export function productPicture(shape: ProductShape, colour: [number, number, number]): Buffer {
  const key = `${shape}:${colour.join(',')}`;
  let picture = pictures.get(key);
  if (!picture) {
    picture = drawPicture(shape, colour);
    pictures.set(key, picture);
  }
  return picture;
}

// Pictures are drawn once per process: tests seed the demo catalogue many times.
const pictures = new Map<string, Buffer>();

function drawPicture(shape: ProductShape, colour: readonly number[]): Buffer {
  const size = 240;
  const half = size / 2;
  const inside = (x: number, y: number): boolean => {
    const cx = x - half;
    const cy = y - half;
    switch (shape) {
      case 'cylinder':
        return Math.abs(cx) < 40 && Math.abs(cy) < 90;
      case 'box':
        return Math.abs(cx) < 80 && Math.abs(cy) < 60;
      case 'disc':
        return cx * cx + cy * cy < 85 * 85 && cx * cx + cy * cy > 30 * 30;
      case 'plug':
        return (Math.abs(cx) < 30 && Math.abs(cy) < 80) || (Math.abs(cx) < 55 && Math.abs(cy + 40) < 25);
    }
  };
  const stride = 1 + size * 3;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * stride + 1 + x * 3;
      if (inside(x, y)) {
        // Lighter towards the top left, as if lit from there.
        const light = 1.15 - (x + y) / (size * 2.4);
        for (let c = 0; c < 3; c++)
          raw[at + c] = Math.max(0, Math.min(255, Math.round((colour[c] ?? 0) * light)));
      } else if (inside(x - 6, y - 6)) {
        raw[at] = 214;
        raw[at + 1] = 218;
        raw[at + 2] = 226;
      } else {
        raw[at] = 244;
        raw[at + 1] = 246;
        raw[at + 2] = 250;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PDF string literal: backslash, parentheses escaped; characters outside Latin-1 replaced. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
}

/**
 * A one-page A4 datasheet in Helvetica: a title, a subtitle and lines of "name: value". Built by hand
 * (objects and cross-reference table), which takes well under a millisecond.
 */
export function datasheetPdf(title: string, subtitle: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -24 Td',
    `(${pdfText(subtitle)}) Tj`,
    '0 -30 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
