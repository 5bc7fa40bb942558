import type { LocalizedText } from '@mall/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { mallProduct, mallProductParameter, mallProductStyle } from './schema';
import { productSearchTerms, SEARCH_TERMS_VERSION } from './search-terms';

/**
 * Makes the search terms again of every product whose terms were made by earlier rules (they lack
 * SEARCH_TERMS_VERSION), `batch` products per statement pair, and answers how many it made. Run at start;
 * once every product is current it costs one look-up. The products' versions stay: nothing a buyer sees
 * changed, so no cart line becomes "updated".
 */
export async function refreshSearchTerms(db: Database, batch = 500): Promise<number> {
  let refreshed = 0;
  let after = '';
  for (;;) {
    const stale = await db
      .select({
        id: mallProduct.id,
        code: mallProduct.code,
        name: mallProduct.name,
        model: mallProduct.model,
        brand: mallProduct.brand,
      })
      .from(mallProduct)
      .where(
        and(
          gt(mallProduct.id, after),
          sql`not (${mallProduct.searchTerms} @> array[${SEARCH_TERMS_VERSION}]::text[])`,
        ),
      )
      .orderBy(asc(mallProduct.id))
      .limit(batch);
    if (stale.length === 0) return refreshed;
    const ids = stale.map((product) => product.id);
    const parameters = await db
      .select({ productId: mallProductParameter.productId, value: mallProductParameter.value })
      .from(mallProductParameter)
      .where(inArray(mallProductParameter.productId, ids));
    // A style removed from its product (marked, kept for the orders) is no longer searched.
    const styles = await db
      .select({
        productId: mallProductStyle.productId,
        name: mallProductStyle.name,
        spec: mallProductStyle.spec,
      })
      .from(mallProductStyle)
      .where(and(inArray(mallProductStyle.productId, ids), eq(mallProductStyle.delFlag, false)));
    const terms = stale.map((product) =>
      productSearchTerms({
        ...product,
        name: product.name as LocalizedText,
        parameters: parameters
          .filter((parameter) => parameter.productId === product.id)
          .map((parameter) => ({ name: { zh: '', en: '' }, value: parameter.value })),
        styles: styles
          .filter((style) => style.productId === product.id)
          .map((style) => ({ name: style.name as LocalizedText, spec: style.spec })),
      }),
    );
    // One statement for the batch: each id with its terms as a JSON array.
    await db.execute(sql`update ${mallProduct} p set search_terms = array(
        select jsonb_array_elements_text(t.terms)) from jsonb_to_recordset(${JSON.stringify(
          ids.map((id, index) => ({ id, terms: terms[index] })),
        )}::jsonb) as t(id text, terms jsonb) where p.id = t.id`);
    refreshed += stale.length;
    after = ids[ids.length - 1] as string;
    if (stale.length < batch) return refreshed;
  }
}
