import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx-rows';
import { scanXml, textOf, XmlName, type XmlHandler } from './xml-scan';

const folder = await mkdtemp(join(tmpdir(), 'xml-scan-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A worksheet with what other writers put in one: prefixes, rich and phonetic text, references, CDATA. */
const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!-- a comment with <row> in it -->
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
  <x:sheetData>
    <x:row r="1" spans="1:7">
      <x:c r="A1" t="inlineStr"><x:is><x:r><x:t>Hello </x:t></x:r><x:r><x:t xml:space='preserve'>W&amp;orld &#x4E2D;&#25991;</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ignored</x:t></x:rPh></x:is></x:c>
      <x:c r="C1" t="s"><x:v>1</x:v></x:c>
      <x:c r='D1' s="2"/>
      <x:c r="E1" t="str"><x:f>A1&amp;"&gt;"</x:f><x:v>a&lt;b&gt;</x:v></x:c>
      <x:c r="F1" t="str"><x:v><![CDATA[<raw> & ]]></x:v></x:c>
      <x:c r="G1" t="b"><x:v>1</x:v></x:c>
    </x:row>
    <?processing instruction?>
    <x:row r="2" note="a>b"><x:c r="B2"><x:v>-12.5</x:v></x:c><x:c r="C2" t="e"><x:v>#DIV/0!</x:v></x:c><x:c t="str"><x:v>next</x:v></x:c></x:row>
    <x:row r="3"/>
  </x:sheetData>
</x:worksheet>`;

const SHARED = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2">
<si><t>zero</t></si><si><r><rPr><b/></rPr><t>上海</t></r><r><t>&quot;one&quot;</t></r><rPh><t>しゃんはい</t></rPh></si></sst>`;

const EXPECTED = [
  ['Hello W&orld 中文', null, '上海"one"', null, 'a<b>', '<raw> & ', true],
  [null, -12.5, null, 'next'],
  [],
];

async function workbook(
  sheet: string,
  shared: string | null,
  compression: 'DEFLATE' | 'STORE' = 'DEFLATE',
): Promise<string> {
  const zip = new JSZip();
  zip.file(
    'xl/workbook.xml',
    '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId7"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<Relationships><Relationship Target="worksheets/data.xml" Id="rId7" Type="worksheet"/></Relationships>',
  );
  zip.file('xl/worksheets/data.xml', sheet);
  if (shared !== null) zip.file('xl/sharedStrings.xml', shared);
  const path = join(folder, `${Math.random().toString(36).slice(2)}.xlsx`);
  await writeFile(path, await zip.generateAsync({ type: 'nodebuffer', compression }));
  return path;
}

async function rowsOf(path: string): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const batch of xlsxRows({ path })) rows.push(...batch.map((row) => row.cells));
  return rows;
}

/** Every event of the scan, with the text read, as one list. */
async function eventsOf(bytes: Buffer, chunkSize: number): Promise<string[]> {
  const events: string[] = [];
  const handler: XmlHandler = {
    open: (name, attributes, selfClosing) =>
      events.push(`<${name} r=${attributes.get('r')} t=${attributes.get('t')}${selfClosing ? '/' : ''}>`),
    close: (name) => events.push(`</${name}>`),
    text: (chunk, start, end, cdata) => events.push(textOf(chunk, start, end, cdata)),
  };
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
  }
  for await (const _ of scanXml(chunks(), handler));
  // Text split by a chunk's end arrives whole: adjacent texts are joined to compare.
  return events.reduce<string[]>((joined, event) => {
    const last = joined.length - 1;
    if (!event.startsWith('<') && last >= 0 && !joined[last]!.startsWith('<')) joined[last] += event;
    else joined.push(event);
    return joined;
  }, []);
}

describe('the worksheet scanner', () => {
  it('reads prefixed elements, rich and inline text without phonetic hints, references, CDATA and every cell type', async () => {
    expect(await rowsOf(await workbook(SHEET, SHARED))).toEqual(EXPECTED);
    // Parts may also be stored as they are, not compressed.
    expect(await rowsOf(await workbook(SHEET, SHARED, 'STORE'))).toEqual(EXPECTED);
  });

  it('reads the same events however the bytes are split, a Chinese character or a tag across two chunks included', async () => {
    const bytes = Buffer.from(SHEET + SHARED);
    const whole = await eventsOf(bytes, bytes.length);
    expect(whole).toContain(`<${XmlName.c} r=A1 t=inlineStr>`);
    expect(whole).toContain(`<${XmlName.c} r=D1 t=undefined/>`);
    expect(whole).toContain(`<${XmlName.row} r=2 t=undefined>`);
    expect(whole).toContain('上海');
    for (const size of [1, 2, 3, 5, 7, 13, 64])
      expect(await eventsOf(bytes, size), `chunks of ${size}`).toEqual(whole);
  });

  it('reads a workbook without shared strings, and keeps an unknown reference as written', async () => {
    const sheet =
      '<worksheet><sheetData><row><c t="str"><v>&unknown; &#xZZ; &amp;</v></c></row></sheetData></worksheet>';
    expect(await rowsOf(await workbook(sheet, null))).toEqual([['&unknown; &#xZZ; &']]);
  });
});
