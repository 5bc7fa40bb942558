import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPdf, useFastCffSubsets } from './render';

const require = createRequire(import.meta.url);

interface Font {
  layout(text: string): { glyphs: Array<{ id: number }> };
  createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array };
}

describe('CFF subset fast path', () => {
  afterEach(() => useFastCffSubsets(true));

  it('writes the same font subset bytes as fontkit does on its own', async () => {
    await renderPdf({ content: ['报价单 Quotation'] }); // installs the fast path
    const fontDir = join(dirname(fileURLToPath(import.meta.resolve('@embedpdf/fonts-sc'))), '..', 'fonts');
    const fontkit = require('fontkit') as { create(buffer: Uint8Array): Font };
    const font = fontkit.create(readFileSync(join(fontDir, 'NotoSansHans-Regular.otf')));
    const subset = (fast: boolean) => {
      useFastCffSubsets(fast);
      const writer = font.createSubset();
      for (const glyph of font.layout('六角头螺栓 Hex head bolt M8×20 镀锌 报价单 ¥0.85').glyphs)
        writer.includeGlyph(glyph.id);
      return Buffer.from(writer.encode());
    };
    expect(useFastCffSubsets(true)).toBe(true);
    const slow = subset(false);
    const fast = subset(true);
    expect(fast.length).toBeGreaterThan(1000);
    expect(fast.equals(slow)).toBe(true);
  });
});
