import { pickLocalized, type ProductRecord } from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { writeSheet, type SheetColumn } from '#platform/files/sheet';
import { PRODUCT_EXPORT_TEXT } from './messages';
import { listProducts, type ProductListParams } from './products';

/** The most rows one export writes. */
const PRODUCT_EXPORT_MAX_ROWS = 10_000;

/**
 * The products the admin list query matches (its filters and sort, paging ignored, at most
 * PRODUCT_EXPORT_MAX_ROWS) as an .xlsx sheet in the caller's language.
 */
export async function exportProducts(
  ctx: RequestContext,
  query: ProductListParams,
): Promise<{ fileName: string; content: Buffer }> {
  const { records } = await listProducts(ctx, { ...query, pageNo: 1, pageSize: PRODUCT_EXPORT_MAX_ROWS });
  const text = (key: keyof typeof PRODUCT_EXPORT_TEXT) => pickLocalized(PRODUCT_EXPORT_TEXT[key], ctx.locale);
  const yesNo = (flag: boolean) => text(flag ? 'yes' : 'no');
  const columns: SheetColumn<ProductRecord>[] = [
    { header: text('code'), width: 20, value: (product) => product.code },
    { header: text('name'), width: 32, value: (product) => product.name },
    { header: text('category'), width: 20, value: (product) => product.categoryId_dictText },
    { header: text('model'), width: 16, value: (product) => product.model },
    { header: text('brand'), width: 16, value: (product) => product.brand },
    { header: text('status'), width: 10, value: (product) => product.status_dictText },
    { header: text('hot'), width: 8, value: (product) => yesNo(product.hot) },
    { header: text('recommend'), width: 10, value: (product) => yesNo(product.recommend) },
    { header: text('price'), width: 16, value: (product) => product.price ?? '' },
    { header: text('currency'), width: 10, value: (product) => product.currency },
    {
      header: text('updateTime'),
      width: 20,
      value: (product) => new Date(product.updateTime ?? product.createTime),
      dateTime: true,
    },
  ];
  return { fileName: `${text('sheet')}.xlsx`, content: await writeSheet(text('sheet'), columns, records) };
}
