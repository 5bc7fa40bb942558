import { randomBytes } from 'node:crypto';
import { API_BASE, ErrorKey } from '@mall/shared';
import JSZip from 'jszip';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_LIMITS } from './platform/files/sheet-limits';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';

/*
 * Hostile spreadsheets and CSV on every route that reads one (the imports and the parts-list preview):
 * each is refused naming the limit it passed, and /healthz answers within 200 ms while it is handled.
 */

let t: TestApp;
let admin: string;
let buyer: string;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of one worksheet whose rows are `sheetData`, with any further parts. */
async function workbook(
  sheetData: string,
  parts: Record<string, { content: string | Buffer; stored?: boolean }> = {},
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  );
  zip.file(
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
  );
  for (const [name, part] of Object.entries(parts)) {
    zip.file(name, part.content, { compression: part.stored ? 'STORE' : 'DEFLATE' });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/** 2 KB at most: a header cell, then one cell at column ZZZZZZ (321 million columns to the right). */
const columnBomb = () => workbook(`<row r="1">${text('A1', '型号')}<c r="ZZZZZZ1"><v>1</v></c></row>`);

/**
 * One more shared string than the limit, each empty (13 bytes of XML), beside random bytes stored as they
 * are: the file inflates less than the ratio limit allows, so the count is the limit it meets.
 */
const sharedStringBomb = () =>
  workbook(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, {
    'xl/sharedStrings.xml': {
      content: `<sst xmlns="${MAIN}">${'<si><t/></si>'.repeat(SHEET_LIMITS.sharedStrings + 1)}</sst>`,
    },
    'docProps/thumbnail.jpeg': { content: randomBytes(200 * 1024), stored: true },
  });

/** 20 MB of blanks before the worksheet's first row, deflated to about 20 kB. */
const ratioBomb = () => workbook(`${' '.repeat(20 * 1024 * 1024)}<row r="1">${text('A1', '型号')}</row>`);

/**
 * A position list's header, then rows each with one empty cell in the last column allowed (blank rows,
 * which an import passes over), until the sheet holds more cells than allowed.
 */
const cellBomb = () => {
  const column = 'ALL'; // column 1000
  const rows = Math.ceil(SHEET_LIMITS.cells / SHEET_LIMITS.columns) + 1;
  let xml = `<row r="1">${text('A1', '职务编码')}${text('B1', '职务名称')}</row>`;
  for (let r = 2; r <= rows + 1; r++) xml += `<row r="${r}"><c r="${column}${r}"/></row>`;
  return workbook(xml);
};

function multipart(field: string, fileName: string, content: Buffer) {
  const boundary = 'limitsboundary';
  return {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

function send(url: string, token: string, field: string, fileName: string, content: Buffer, language = 'en') {
  const { payload, 'content-type': contentType } = multipart(field, fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': language, 'content-type': contentType },
    payload,
  });
}

/** When /healthz is asked this long after an upload starts, it must answer within HEALTH_MS more. */
const HEALTH_DELAY_MS = 10;
const HEALTH_MS = 200;

/**
 * The upload's answer, after checking that /healthz, asked while it is handled, answered in time (counted
 * from the upload's start, so that a main thread held by the upload delays the ask itself too).
 */
async function whileHealthy(
  upload: () => Promise<LightMyRequestResponse>,
  label = '',
): Promise<LightMyRequestResponse> {
  const start = performance.now();
  const pending = upload();
  const health = await new Promise((resolve) => setTimeout(resolve, HEALTH_DELAY_MS)).then(() =>
    t.app.inject({ method: 'GET', url: `${API_BASE}/healthz` }),
  );
  const healthAt = performance.now() - start;
  expect(health.statusCode).toBe(200);
  expect(
    healthAt,
    `${label} /healthz answered ${Math.round(healthAt)} ms after the upload began`,
  ).toBeLessThan(HEALTH_DELAY_MS + HEALTH_MS);
  return pending;
}

const IMPORTS = [
  '/catalogue/product/importExcel',
  '/sys/position/importExcel',
  '/sys/user/importExcel',
  '/sys/sysDepart/importExcel',
  '/sys/dict/importExcel',
  '/sys/category/importExcel',
];

beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = await Promise.all([t.login('admin'), t.login('buyer')]);
  // The reading threads start once (from the sources, through tsx, seconds each): not what is timed.
  const warm = () =>
    send('/mall/cart/bom/preview', buyer, 'file', 'warm.csv', Buffer.from('part no,qty\nX,1\n'));
  await Promise.all([warm(), warm(), warm()]);
});
afterAll(() => t?.close());

describe('a hostile workbook on every import route', () => {
  it('refuses the column bomb (a 2 KB file) and the shared-string bomb, naming the limit, while /healthz answers', async () => {
    const columns = await columnBomb();
    expect(columns.length).toBeLessThan(2048);
    const strings = await sharedStringBomb();
    for (const url of IMPORTS) {
      const byColumns = await whileHealthy(() => send(url, admin, 'file', 'columns.xlsx', columns), url);
      expectFailure(
        byColumns,
        400,
        ErrorKey.sheetTooManyColumns,
        {
          message: `The file columns.xlsx has more than ${SHEET_LIMITS.columns} columns`,
        },
        url,
      );
      const byStrings = await whileHealthy(() => send(url, admin, 'file', 'strings.xlsx', strings), url);
      expectFailure(
        byStrings,
        400,
        ErrorKey.sheetTooManyStrings,
        {
          message: `The file strings.xlsx has more than ${SHEET_LIMITS.sharedStrings} shared strings`,
        },
        url,
      );
    }
  });

  it('refuses a file that inflates a thousandfold and one of more cells than allowed', async () => {
    const url = '/sys/position/importExcel';
    expectFailure(
      await whileHealthy(async () => send(url, admin, 'file', 'ratio.xlsx', await ratioBomb())),
      400,
      ErrorKey.sheetInflateRatio,
      { message: `The file ratio.xlsx unpacks to more than ${SHEET_LIMITS.inflateRatio} times its size` },
    );
    expectFailure(
      await whileHealthy(async () => send(url, admin, 'file', 'cells.xlsx', await cellBomb())),
      400,
      ErrorKey.sheetTooManyCells,
      { message: `The file cells.xlsx has more than ${SHEET_LIMITS.cells} cells` },
    );
  });
});

describe('a hostile parts list', () => {
  const preview = (fileName: string, content: Buffer) =>
    whileHealthy(() => send('/mall/cart/bom/preview', buyer, 'file', fileName, content));

  it('refuses the column, shared-string and ratio bombs and a CSV of too many columns, naming the limit', async () => {
    expectFailure(await preview('columns.xlsx', await columnBomb()), 400, ErrorKey.sheetTooManyColumns);
    expectFailure(await preview('strings.xlsx', await sharedStringBomb()), 400, ErrorKey.sheetTooManyStrings);
    expectFailure(await preview('ratio.xlsx', await ratioBomb()), 400, ErrorKey.sheetInflateRatio);
    const wide = `part no,qty${','.repeat(SHEET_LIMITS.columns)}\nP-1,1\n`;
    expectFailure(await preview('wide.csv', Buffer.from(wide)), 400, ErrorKey.sheetTooManyColumns, {
      message: `The file wide.csv has more than ${SHEET_LIMITS.columns} columns`,
    });
  });

  it('names the limit in Chinese too', async () => {
    const wide = Buffer.from(`型号,数量${','.repeat(SHEET_LIMITS.columns)}\n`);
    expectFailure(
      await send('/mall/cart/bom/preview', buyer, 'file', 'wide.csv', wide, 'zh'),
      400,
      ErrorKey.sheetTooManyColumns,
      {
        message: `文件 wide.csv 超过 ${SHEET_LIMITS.columns} 列的上限`,
      },
    );
  });
});
