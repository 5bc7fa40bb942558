import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF with all white space removed: PDF text items may split words and
 * CJK runs at any glyph, so specs compare against expected texts with their spaces removed too.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('').replace(/\s+/g, '');
}

/** `text` without white space, to compare with pdfText's answer. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '');
}
