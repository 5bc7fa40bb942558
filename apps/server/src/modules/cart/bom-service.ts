import {
  BOM_SEARCH_LIMIT,
  BOM_TEMPLATE_HEADERS,
  type BomAdd,
  type BomPreviewResult,
  type BomSearchResult,
  type Locale,
} from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { productsWithStyles, withProductKeys } from '../catalogue/queries';
import { searchProducts } from '../catalogue/service';
import { PartIndex, candidateOf, duplicateRows, previewLine } from './bom-match';
import { readBom } from './bom-read';
import { addToCart } from './service';

/**
 * POST /mall/cart/bom/preview: reads the parts list and matches every line to the caller's tenant's
 * catalogue. Nothing is saved: the buyer adds the accepted lines with addBomLines.
 */
export async function previewBom(
  ctx: RequestContext,
  fileName: string,
  content: Buffer,
): Promise<BomPreviewResult> {
  const rows = await readBom(fileName, content);
  const index = await withProductKeys(ctx.db, ctx.tenantId, (keys) => new PartIndex(keys));
  const found = rows.map((row) => index.find(row.partNo));
  const products = await productsWithStyles(
    ctx.db,
    ctx.tenantId,
    found.flatMap((one) => one.ids),
  );
  const duplicates = duplicateRows(rows);
  return {
    lines: rows.map((row, i) => previewLine(row, found[i]!, products, ctx.locale, duplicates[i] ?? null)),
  };
}

/**
 * GET /mall/cart/bom/search: the mall's search (products on the shelves, best first) for a line the list
 * did not match, each product as a line offers it, with its styles.
 */
export async function searchBomCandidates(ctx: RequestContext, keyword: string): Promise<BomSearchResult> {
  const page = await searchProducts(ctx, {
    keyword,
    sort: 'relevance',
    pageNo: 1,
    pageSize: BOM_SEARCH_LIMIT,
  });
  const ids = page.records.map((record) => record.id);
  const products = await productsWithStyles(ctx.db, ctx.tenantId, ids);
  return {
    candidates: ids.flatMap((id) => {
      const product = products.get(id);
      return product ? [candidateOf(product, ctx.locale)] : [];
    }),
  };
}

/** POST /mall/cart/bom/add: the accepted lines go into the cart in one transaction, all or none. */
export async function addBomLines(ctx: RequestContext, body: BomAdd): Promise<void> {
  await addToCart(ctx, body.lines);
}

/** GET /mall/cart/bom/template: an empty parts list with its header row in the caller's language. */
export async function bomTemplate(locale: Locale): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('BOM');
  const [partNo, quantity, style] = BOM_TEMPLATE_HEADERS[locale];
  sheet.columns = [
    { header: partNo, key: 'partNo', width: 28, style: { numFmt: '@' } },
    { header: quantity, key: 'quantity', width: 12 },
    { header: style, key: 'style', width: 24, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
