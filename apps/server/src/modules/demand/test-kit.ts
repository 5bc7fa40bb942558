import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF with all white space removed: PDF text items may split words and
 * CJK runs at any glyph, so tests compare against expected texts with their spaces removed too.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('').replace(/\s+/g, '');
}

/** `text` without white space, to compare with pdfText's answer. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '');
}
