import {
  CURRENCY_DICT_CODE,
  pickLocalized,
  productEntity,
  ShelfStatus,
  type ProductAddRequest,
} from '@mall/shared';
import { sql } from 'drizzle-orm';
import { importCell, saveEach, type EntityImporter } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { insertNewRows, insertRows } from '#platform/db/insert-rows';
import { inTransaction } from '#platform/db/transaction';
import { foreignKeyViolationOf, uniqueViolationOf } from '#platform/db/unique-violation';
import { newId } from '#platform/ids';
import { categoryTree } from '../category/queries';
import { enabledDictValues } from '../dict/queries';
import { catalogueMessages } from './messages';
import { refuse } from './product-references';
import { productColumns } from './product-writes';
import { mallProduct, mallProductStyle } from './schema';

const STYLE_FIELDS = ['name', 'spec', 'unit', 'price', 'currency', 'status'] as const;
const styleColumn = (field: string) => `style${field[0]!.toUpperCase()}${field.slice(1)}`;
/** The columns of which one filled makes a row a style. */
const STYLE_COLUMNS = STYLE_FIELDS.map(styleColumn);

/**
 * A product sheet's rows: one row per style, the product's columns repeated (or left empty) on its
 * further rows; consecutive rows with the same code are one product. The category is named by its
 * name in either language (as the export writes it); images, texts and parts are added in the form.
 * The export's lowest price and currency are read-only: a row without a style's columns is a product
 * without styles, so that an export comes back in whole.
 */
export const productImporter: EntityImporter = {
  writes: [mallProduct, mallProductStyle],
  groupBy: 'code',
  toForm([first, ...more]) {
    const product = first ?? {};
    const { fields } = productEntity;
    return {
      categoryId: importCell.text(product.categoryId),
      code: importCell.text(product.code),
      name: importCell.bothLanguages(product.name),
      model: importCell.text(product.model),
      brand: importCell.text(product.brand),
      images: [],
      hot: importCell.yesNo(product.hot),
      recommend: importCell.yesNo(product.recommend),
      status: importCell.dictCode(product.status, fields.status.options) ?? ShelfStatus.offShelf,
      sortNo: importCell.number(product.sortNo) ?? 0,
      scenario: { zh: '', en: '' },
      features: { zh: '', en: '' },
      styles: [product, ...more]
        .filter((row) => STYLE_COLUMNS.some((column) => importCell.text(row[column]) !== ''))
        .map((row) => ({
          name: importCell.bothLanguages(row.styleName),
          spec: importCell.text(row.styleSpec),
          unit: importCell.text(row.styleUnit),
          price: importCell.decimal(row.stylePrice),
          currency: importCell.text(row.styleCurrency),
          status: importCell.dictCode(row.styleStatus, fields.status.options) ?? ShelfStatus.onShelf,
        })),
      parameters: [],
      resources: [],
      accessories: [],
      suites: [],
    };
  },
  // A style's issue names the style's column.
  issueColumn: (path) =>
    path[0] === 'styles' && typeof path[2] === 'string' ? styleColumn(path[2]) : String(path[0] ?? ''),
};

/** The tenant's categories by id and name (either language) of one import: read once, at its first batch. */
const importCategories = new WeakMap<RequestContext, Promise<Map<string, string>>>();

function categoriesByName(ctx: RequestContext): Promise<Map<string, string>> {
  let categories = importCategories.get(ctx);
  if (!categories) {
    categories = categoryTree(ctx.db, ctx.tenantId).then((tree) => {
      const byName = new Map<string, string>();
      for (const category of tree) {
        for (const key of [category.id, category.name.zh, category.name.en.toLowerCase()]) {
          if (key && !byName.has(key)) byName.set(key, category.id);
        }
      }
      return byName;
    });
    importCategories.set(ctx, categories);
  }
  return categories;
}

/** A product to insert with its styles, and the place of its form in the batch. */
interface ProductRows {
  index: number;
  product: typeof mallProduct.$inferInsert;
  styles: (typeof mallProductStyle.$inferInsert)[];
}

/**
 * Inserts products with their styles in one transaction, one statement per table, and answers the ids of
 * the products inserted: a product whose code a stored product has is passed over by the code's unique
 * index as it is inserted (no lookup before), and so are its styles. A category deleted meanwhile is
 * refused as the add form refuses it.
 */
async function insertProducts(ctx: RequestContext, rows: readonly ProductRows[]): Promise<Set<string>> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const inserted = await insertNewRows(
        tx,
        mallProduct,
        rows.map((row) => row.product),
        sql`(${sql.identifier(mallProduct.tenantId.name)}, ${sql.identifier(mallProduct.code.name)}) where ${sql.identifier(mallProduct.delFlag.name)} = false`,
      );
      await insertRows(
        tx,
        mallProductStyle,
        rows.filter((row) => inserted.has(row.product.id!)).flatMap((row) => row.styles),
      );
      return inserted;
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'mall_product_tenant_code_uq')
      refuse(ctx, 'code', 'catalogue.codeTaken');
    if (foreignKeyViolationOf(error) === 'mall_product_category_id_sys_category_id_fk')
      refuse(ctx, 'categoryId', 'catalogue.categoryUnknown');
    throw error;
  }
}

/**
 * Saves a batch of imported products with their styles in one transaction, after the checks of the add
 * form made for the whole batch at once: the category (its name in either language, or its id) and
 * currencies must exist in the tenant, and the code must be free (see insertProducts).
 */
export async function importProducts(
  ctx: RequestContext,
  forms: readonly ProductAddRequest[],
): Promise<(string | null)[]> {
  const message = (key: keyof typeof catalogueMessages) => pickLocalized(catalogueMessages[key], ctx.locale);
  const categories = await categoriesByName(ctx);
  const currencies = await enabledDictValues(ctx.db, ctx.tenantId, CURRENCY_DICT_CODE, [
    ...new Set(forms.flatMap((form) => form.styles.map((style) => style.currency))),
  ]);
  const reasons = forms.map((form) => {
    const categoryId = categories.get(form.categoryId) ?? categories.get(form.categoryId.toLowerCase());
    if (!categoryId) return message('catalogue.categoryUnknown');
    if (form.styles.some((style) => !currencies.has(style.currency)))
      return message('catalogue.currencyUnknown');
    form.categoryId = categoryId;
    return null;
  });
  const rows: ProductRows[] = [];
  forms.forEach((form, index) => {
    if (reasons[index] !== null) return;
    const id = newId();
    rows.push({
      index,
      product: { id, tenantId: ctx.tenantId, ...productColumns(form), createBy: ctx.user.username },
      styles: form.styles.map((style, sortNo) => ({
        id: newId(),
        tenantId: ctx.tenantId,
        productId: id,
        name: style.name,
        spec: style.spec,
        unit: style.unit,
        price: style.price,
        currency: style.currency,
        status: style.status,
        sortNo,
        createBy: ctx.user.username,
      })),
    });
  });
  if (rows.length === 0) return reasons;
  const codeTaken = message('catalogue.codeTaken');
  try {
    const inserted = await insertProducts(ctx, rows);
    for (const row of rows) if (!inserted.has(row.product.id!)) reasons[row.index] = codeTaken;
  } catch {
    // The batch was refused as a whole (a category deleted meanwhile, a code refused by a trigger): each
    // product again on its own, so that only the rows refused are kept out, each with its own reason, and
    // the rest of the batch is saved.
    const alone = await saveEach(ctx.locale, rows, async (row) => {
      if ((await insertProducts(ctx, [row])).size === 0) refuse(ctx, 'code', 'catalogue.codeTaken');
    });
    alone.forEach((reason, i) => (reasons[rows[i]!.index] = reason));
  }
  // The batch's search terms wait in the index's pending list: merged now, in one pass, so that searches
  // do not scan them. Should it fail, autovacuum merges them later; the import stands either way.
  await ctx.db
    .execute(sql`select gin_clean_pending_list('mall_product_search_terms_idx'::regclass)`)
    .catch(() => undefined);
  return reasons;
}
