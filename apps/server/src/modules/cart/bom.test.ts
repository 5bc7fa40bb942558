import * as XLSX from '@e965/xlsx';
import {
  API_BASE,
  BOM_MAX_BYTES,
  BOM_MAX_LINES,
  BomErrorKey,
  DemandErrorKey,
  ErrorKey,
  type BomPreviewLine,
  type BomPreviewResult,
  type BomSearchResult,
  type CartItem,
  type ProductAddRequest,
  type ProductForm,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant } from '../../test/fixtures';
import { productSearchTerms } from '../catalogue/service';
import { mallProduct, mallProductStyle, sysCategory } from '../../test/tables';

let t: TestApp;
let sales: string;
let buyer: string;
let categoryId: string;
const products: Record<string, ProductForm> = {};

type Json = Record<string, unknown>;

async function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Json) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

async function result<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: T }).result;
}

function upload(fileName: string, content: Buffer, language = 'en') {
  const boundary = 'bomboundary';
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/mall/cart/bom/preview`,
    headers: {
      'x-access-token': buyer,
      'accept-language': language,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function preview(fileName: string, content: Buffer, language = 'en'): Promise<BomPreviewLine[]> {
  return (await result<BomPreviewResult>(await upload(fileName, content, language))).lines;
}

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BOM');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const style = (en: string, price: string, status: 0 | 1 = 1) => ({
  name: { zh: `款式${en}`, en },
  spec: '',
  unit: 'pcs',
  price,
  currency: 'CNY',
  status,
});

async function addProduct(code: string, change: Partial<ProductAddRequest> = {}): Promise<ProductForm> {
  const body: ProductAddRequest = {
    categoryId,
    code,
    name: { zh: `伺服 ${code}`, en: `Servo ${code}` },
    model: '',
    brand: '',
    images: [],
    hot: false,
    recommend: false,
    status: 1,
    sortNo: 0,
    scenario: { zh: '', en: '' },
    features: { zh: '', en: '' },
    styles: [style('A', '10.00')],
    parameters: [],
    resources: [],
    accessories: [],
    suites: [],
    ...change,
  };
  const form = await result<ProductForm>(
    await call(sales, 'POST', '/catalogue/product/add', body as unknown as Json),
  );
  products[code] = form;
  return form;
}

async function cart(): Promise<CartItem[]> {
  return result<CartItem[]>(await call(buyer, 'GET', '/mall/cart/list'));
}

const line = (code: string, quantity: number, styleIndex = 0) => ({
  productId: products[code]!.id,
  styleId: products[code]!.styles[styleIndex]!.id!,
  quantity,
});

beforeAll(async () => {
  t = await createTestApp();
  [sales, buyer] = await Promise.all([t.login('sales'), t.login('buyer')]);
  const [leaf] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01A01'));
  categoryId = leaf?.id ?? '';
  await addProduct('BOMQ-SERVO-1001', { model: 'SV1001' });
  await addProduct('BOMQ-DRIVE-2002', {
    styles: [style('Black', '20.00'), style('White', '21.00'), style('Red', '22.00', 0)],
  });
  await addProduct('BOMQ-GONE-3003', { status: 0 });
  await addProduct('BOMQ-MOTOR-4004', { model: 'SHARED-M' });
  await addProduct('BOMQ-MOTOR-4005', { model: 'SHARED-M' });
  // The same code in another tenant: never seen by this buyer.
  const otherTenant = await addTenant(t.app.db, 'BOM other');
  const otherId = newId();
  await t.app.db.insert(mallProduct).values({
    id: otherId,
    tenantId: otherTenant,
    categoryId,
    code: 'BOMQ-OTHER-9009',
    name: { zh: '他人', en: 'Other' },
    searchTerms: productSearchTerms({
      code: 'BOMQ-OTHER-9009',
      name: { zh: '他人', en: 'Other' },
      model: '',
      brand: '',
      parameters: [],
      styles: [],
    }),
  });
  await t.app.db.insert(mallProductStyle).values({
    id: newId(),
    tenantId: otherTenant,
    productId: otherId,
    name: { zh: '甲', en: 'A' },
    price: '1.00',
    currency: 'CNY',
  });
});
afterAll(() => t?.close());

describe('BOM template', () => {
  it('is an xlsx whose header row is in the caller language, and reads back as a list', async () => {
    for (const [language, headers] of [
      ['zh', ['型号', '数量', '款式']],
      ['en', ['Part number', 'Quantity', 'Style']],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_BASE}/mall/cart/bom/template`,
        headers: { 'x-access-token': buyer, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
      sheet.addRow(['BOMQ-SERVO-1001', 2]);
      const filled = Buffer.from(await workbook.xlsx.writeBuffer());
      const [first] = await preview('template.xlsx', filled, language);
      expect(first).toMatchObject({ row: 2, status: 'matched', quantity: 2 });
    }
  });
});

describe('BOM preview matching', () => {
  it('sorts every line into matched, suggested, not found and not allowed with its reason', async () => {
    const file = await xlsx([
      ['Part Number', 'Qty', 'Style'],
      ['BOMQ-SERVO-1001', 2, ''],
      ['SV1001', 1, ''],
      ['bomq servo 1001', 3, ''],
      ['BOMQ-SERVO-100', 1, ''],
      [],
      ['NOPE-XYZ-000', 1, ''],
      ['BOMQ-GONE-3003', 1, ''],
      ['BOMQ-SERVO-1001', 'ten', ''],
      ['BOMQ-SERVO-1001', 0, ''],
      ['BOMQ-SERVO-1001', 2.5, ''],
      ['BOMQ-DRIVE-2002', 4, ''],
      ['BOMQ-DRIVE-2002', 4, 'white'],
      ['BOMQ-DRIVE-2002', 4, 'Red'],
      ['SHARED-M', 1, ''],
      ['BOMQ-OTHER-9009', 1, ''],
      ['', 5, ''],
    ]);
    const lines = await preview('bom.xlsx', file);
    const summary = lines.map((one) => [one.row, one.status, one.reason]);
    expect(summary).toEqual([
      [2, 'matched', null],
      [3, 'matched', null],
      [4, 'suggested', 'closeMatch'],
      [5, 'suggested', 'closeMatch'],
      [7, 'notFound', 'notFound'],
      [8, 'notAllowed', 'takenDown'],
      [9, 'notAllowed', 'quantityInvalid'],
      [10, 'notAllowed', 'quantityInvalid'],
      [11, 'notAllowed', 'quantityInvalid'],
      [12, 'exact', 'chooseStyle'],
      [13, 'matched', null],
      [14, 'exact', 'styleNotFound'],
      [15, 'suggested', 'ambiguous'],
      [16, 'notFound', 'notFound'],
      [17, 'notFound', 'partMissing'],
    ]);
    const servo = products['BOMQ-SERVO-1001']!;
    expect(lines[0]).toMatchObject({
      productId: servo.id,
      styleId: servo.styles[0]!.id,
      quantity: 2,
      candidates: [{ productId: servo.id, code: 'BOMQ-SERVO-1001', takenDown: false }],
    });
    // A close match proposes the product; the buyer still accepts it.
    expect(lines[3]!.candidates[0]!.code).toBe('BOMQ-SERVO-1001');
    expect(lines[5]!.candidates[0]).toMatchObject({ takenDown: true });
    expect(lines[6]).toMatchObject({ quantity: null, quantityText: 'ten', productId: servo.id });
    const drive = products['BOMQ-DRIVE-2002']!;
    // Only the styles on the shelves are offered.
    expect(lines[9]!.candidates[0]!.styles.map((one) => one.name)).toEqual(['Black', 'White']);
    expect(lines[10]!.styleId).toBe(drive.styles[1]!.id);
    expect(lines[12]!.candidates.map((one) => one.code).sort()).toEqual([
      'BOMQ-MOTOR-4004',
      'BOMQ-MOTOR-4005',
    ]);
    expect(lines[13]!.candidates).toEqual([]);
  });

  it('tells an exact part number whose style is to be chosen from a guess to confirm, and flags repeats', async () => {
    const file = await xlsx([
      ['Part number', 'Qty', 'Style'],
      ['BOMQ-DRIVE-2002', 1, ''],
      ['AM8032-0E2', 1, ''],
      ['AM8032-0E2', 2, ''],
      ['bomq drive 2002', 1, ''],
      ['BOMQ-DRIVE-2002', 3, 'WHITE'],
      ['BOMQ-DRIVE-2002', 3, 'white '],
      ['', 1, ''],
      ['', 1, ''],
    ]);
    const lines = await preview('guess.xlsx', file);
    // The demo catalogue's servo, model AM8032-0E20, with two styles.
    const [am] = await t.app.db
      .select({ id: mallProduct.id })
      .from(mallProduct)
      .where(eq(mallProduct.code, 'SRV-BEC-AM8032'));
    expect(lines.map((one) => [one.row, one.status, one.reason, one.duplicateOf])).toEqual([
      [2, 'exact', 'chooseStyle', null],
      // A close match is a guess whatever its styles: the buyer confirms the part, then picks its style.
      [3, 'suggested', 'closeMatch', null],
      [4, 'suggested', 'closeMatch', 3],
      // The same part number once compacted, and the same style cell in another case.
      [5, 'suggested', 'closeMatch', 2],
      [6, 'matched', null, null],
      [7, 'matched', null, 6],
      [8, 'notFound', 'partMissing', null],
      [9, 'notFound', 'partMissing', null],
    ]);
    expect(lines[1]).toMatchObject({ productId: am!.id, styleId: null });
    expect(lines[1]!.candidates[0]!.styles).toHaveLength(2);
  });

  it('searches the catalogue for a line it did not match, within the caller tenant only', async () => {
    const search = (keyword: string, token = buyer) =>
      call(token, 'GET', `/mall/cart/bom/search?keyword=${encodeURIComponent(keyword)}`);
    const { candidates } = await result<BomSearchResult>(await search('BOMQ-DRIVE'));
    expect(candidates.map((one) => one.code)).toEqual(['BOMQ-DRIVE-2002']);
    expect(candidates[0]!.styles.map((one) => one.name)).toEqual(['Black', 'White']);
    expect((await result<BomSearchResult>(await search('Servo BOMQ'))).candidates.length).toBeGreaterThan(0);
    // Another tenant's product and a product off the shelves are not offered.
    expect((await result<BomSearchResult>(await search('BOMQ-OTHER-9009'))).candidates).toEqual([]);
    expect((await result<BomSearchResult>(await search('BOMQ-GONE-3003'))).candidates).toEqual([]);
    expectFailure(await search('  '), 400, ErrorKey.validation);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/mall/cart/bom/search?keyword=BOMQ`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sees a product added after an earlier preview (the kept part numbers follow the catalogue)', async () => {
    const file = Buffer.from('part no,qty\nBOMQ-LATE-5005,1\n');
    expect((await preview('late.csv', file))[0]).toMatchObject({ status: 'notFound' });
    await addProduct('BOMQ-LATE-5005');
    expect((await preview('late.csv', file))[0]).toMatchObject({ status: 'matched' });
  });

  it('finds the columns by zh headers in any order below a title row, in a UTF-8 CSV with its BOM', async () => {
    const text = '客户 BOM 清单,,\n数量,款式,型号\n5,款式White,BOMQ-DRIVE-2002\n7,,SV1001\n';
    const lines = await preview(
      '清单.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    );
    expect(lines.map((one) => [one.row, one.status, one.quantity])).toEqual([
      [3, 'matched', 5],
      [4, 'matched', 7],
    ]);
  });

  it('reads a GBK CSV, a UTF-8 CSV without BOM, an .xls workbook and formula cells as their values', async () => {
    const gbk = Buffer.from(
      // "型号,数量\r\nSV1001,2" in GBK.
      [0xd0, 0xcd, 0xba, 0xc5, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0d, 0x0a, ...Buffer.from('SV1001,2')],
    );
    expect((await preview('gbk.csv', gbk)).map((one) => [one.status, one.quantity])).toEqual([
      ['matched', 2],
    ]);
    expect((await preview('plain.csv', Buffer.from('qty,part no\n3,00SV1001\n')))[0]).toMatchObject({
      partNo: '00SV1001',
      quantity: 3,
    });

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Model', 'Quantity'],
        ['SV1001', 6],
      ]),
      'BOM',
    );
    const xls = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Uint8Array);
    expect((await preview('old.xls', xls)).map((one) => [one.status, one.quantity])).toEqual([
      ['matched', 6],
    ]);

    const formulas = await xlsx([
      ['数量', '型号'],
      [
        { formula: '2*4', result: 8 },
        { formula: '"SV"&"1001"', result: 'SV1001' },
      ],
    ]);
    expect((await preview('formula.xlsx', formulas)).map((one) => [one.status, one.quantity])).toEqual([
      ['matched', 8],
    ]);
  });
});

describe('BOM files refused', () => {
  it('refuses another type, a file that is not its type, no header, no line, no file', async () => {
    expectFailure(await upload('bom.txt', Buffer.from('part,qty\nA,1')), 400, BomErrorKey.fileType);
    expectFailure(await upload('bom.xlsx', Buffer.from('part,qty\nA,1')), 400, BomErrorKey.unreadable);
    expectFailure(await upload('bom.xls', Buffer.from('PK\x03\x04 nothing')), 400, BomErrorKey.unreadable);
    expectFailure(await upload('bom.csv', Buffer.from('name,price\nA,1\n')), 400, BomErrorKey.headerMissing, {
      message:
        'No header row found: the file needs a "Part number" and a "Quantity" column (Style is optional); see the template',
    });
    expectFailure(await upload('bom.csv', Buffer.from('型号,数量\n\n,\n')), 400, BomErrorKey.noLines);
    expectFailure(await upload('bom.csv', Buffer.alloc(0)), 400, BomErrorKey.fileMissing);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/mall/cart/bom/preview`,
      headers: { 'x-access-token': buyer, 'content-type': 'application/json' },
      payload: {},
    });
    expectFailure(noFile, 400, BomErrorKey.fileMissing);
  });

  it(`refuses more than ${BOM_MAX_LINES} lines and a file above the size cap, in the caller language`, async () => {
    const rows = Array.from({ length: BOM_MAX_LINES + 1 }, (_, i) => `P-${i},1`).join('\n');
    expectFailure(
      await upload('long.csv', Buffer.from(`part no,qty\n${rows}\n`)),
      400,
      BomErrorKey.tooManyLines,
      {
        message: `At most ${BOM_MAX_LINES} lines can be uploaded at once; split the file`,
      },
    );
    expectFailure(
      await upload('long.csv', Buffer.from(`part no,qty\n${rows}\n`), 'zh'),
      400,
      BomErrorKey.tooManyLines,
      { message: `一次最多上传 ${BOM_MAX_LINES} 行，请拆分文件` },
    );
    const exact = Array.from({ length: BOM_MAX_LINES }, (_, i) => `P-${i},1`).join('\n');
    expect(await preview('full.csv', Buffer.from(`part no,qty\n${exact}\n`))).toHaveLength(BOM_MAX_LINES);
    expectFailure(
      await upload(
        'big.csv',
        Buffer.concat([Buffer.from('part no,qty\n'), Buffer.alloc(BOM_MAX_BYTES, 0x20)]),
      ),
      413,
      BomErrorKey.fileTooLarge,
    );
  });
});

describe('BOM lines into the cart', () => {
  beforeEach(async () => {
    const lines = await cart();
    if (lines.length > 0)
      await result(
        await call(buyer, 'DELETE', `/mall/cart/deleteBatch?ids=${lines.map((one) => one.id).join(',')}`),
      );
  });

  it('adds the accepted lines in one step; a style already in the cart adds up', async () => {
    await result(await call(buyer, 'POST', '/mall/cart/add', line('BOMQ-SERVO-1001', 2)));
    const answer = await result<{ count: number }>(
      await call(buyer, 'POST', '/mall/cart/bom/add', {
        lines: [line('BOMQ-SERVO-1001', 3), line('BOMQ-DRIVE-2002', 1, 1), line('BOMQ-DRIVE-2002', 4, 1)],
      }),
    );
    expect(answer.count).toBe(2);
    expect((await cart()).map((one) => [one.sku, one.styleName, one.quantity])).toEqual([
      ['BOMQ-SERVO-1001', 'A', 5],
      ['BOMQ-DRIVE-2002', 'White', 5],
    ]);
  });

  it('refuses the whole list when one line may not be ordered, and leaves the cart unchanged', async () => {
    await result(await call(buyer, 'POST', '/mall/cart/add', line('BOMQ-SERVO-1001', 2)));
    const before = await cart();
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/bom/add', {
        lines: [line('BOMQ-SERVO-1001', 3), line('BOMQ-GONE-3003', 1)],
      }),
      409,
      DemandErrorKey.productTakenDown,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/bom/add', {
        lines: [line('BOMQ-SERVO-1001', 3), line('BOMQ-DRIVE-2002', 1, 2)],
      }),
      409,
      DemandErrorKey.productTakenDown,
    );
    // A style of another product than the one named is unknown.
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/bom/add', {
        lines: [
          line('BOMQ-SERVO-1001', 3),
          { ...line('BOMQ-DRIVE-2002', 1), productId: products['BOMQ-SERVO-1001']!.id },
        ],
      }),
      404,
      ErrorKey.notFound,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/bom/add', {
        lines: [line('BOMQ-SERVO-1001', 3), line('BOMQ-DRIVE-2002', 0)],
      }),
      400,
      ErrorKey.validation,
    );
    expectFailure(await call(buyer, 'POST', '/mall/cart/bom/add', { lines: [] }), 400, ErrorKey.validation);
    const [other] = await t.app.db
      .select({ productId: mallProductStyle.productId, styleId: mallProductStyle.id })
      .from(mallProductStyle)
      .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
      .where(eq(mallProduct.code, 'BOMQ-OTHER-9009'));
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/bom/add', {
        lines: [line('BOMQ-SERVO-1001', 3), { ...other!, quantity: 1 }],
      }),
      404,
      ErrorKey.notFound,
    );
    expect(await cart()).toEqual(before);
  });
});
