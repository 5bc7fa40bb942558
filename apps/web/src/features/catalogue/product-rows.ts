import {
  ShelfStatus,
  type LocalizedText,
  type ProductParameterInput,
  type ProductPartInput,
  type ProductStyleInput,
} from '@mall/shared';
import { isTempId, type CellValue, type RowValues } from '../../widgets/editable-table';

/**
 * The product's styles, parameters, accessories and suite contents as editable-table rows: a bilingual name
 * is two cells (`nameZh`, `nameEn`), a shelf status a text cell, and each row has an id (a style's own id,
 * else a temporary one the table gives it).
 */
export type TableRow = Partial<RowValues>;

const text = (value: CellValue): string =>
  (value === null || value === undefined ? '' : String(value)).trim();
const nameOf = (row: TableRow): LocalizedText => ({ zh: text(row.nameZh), en: text(row.nameEn) });
const nameCells = (name: LocalizedText) => ({ nameZh: name.zh, nameEn: name.en });

export const styleRow = (style: ProductStyleInput): TableRow => ({
  ...(style.id ? { id: style.id } : {}),
  ...nameCells(style.name),
  spec: style.spec,
  unit: style.unit,
  price: style.price,
  currency: style.currency,
  status: String(style.status),
});

/** A style row as the server takes it; a row the server has not seen yet carries no id. */
export const styleOfRow = (row: TableRow): ProductStyleInput => ({
  ...(row.id && !isTempId(row.id) ? { id: row.id } : {}),
  name: nameOf(row),
  spec: text(row.spec),
  unit: text(row.unit),
  price: text(row.price),
  currency: text(row.currency),
  status: text(row.status) === String(ShelfStatus.offShelf) ? ShelfStatus.offShelf : ShelfStatus.onShelf,
});

export const parameterRow = (parameter: ProductParameterInput): TableRow => ({
  ...nameCells(parameter.name),
  value: parameter.value,
  sort: parameter.sort + 1,
});

/** Parameters are numbered in the order shown (from 0). */
export const parameterOfRow = (row: TableRow, index: number): ProductParameterInput => ({
  name: nameOf(row),
  value: text(row.value),
  sort: index,
});

export const partRow = (part: ProductPartInput): TableRow => ({
  ...nameCells(part.name),
  brand: part.brand,
  spec: part.spec,
  quantity: part.quantity,
  productId: part.productId,
});

export const partOfRow = (row: TableRow): ProductPartInput => ({
  name: nameOf(row),
  brand: text(row.brand),
  spec: text(row.spec),
  quantity: Number(row.quantity),
  productId: text(row.productId) || null,
});
