import {
  BOM_MAX_SUGGESTIONS,
  ShelfStatus,
  formatPrice,
  lineQuantitySchema,
  pickLocalized,
  type BomCandidate,
  type BomLineReason,
  type BomPreviewLine,
  type Locale,
} from '@mall/shared';
import type { ProductKey, ProductWithStyles } from '../catalogue/queries';
import type { BomRow } from './bom-read';
import { SimilarityIndex, compactPartNo } from './bom-similar';

/** How a line found its products: the very part number, or the same once compacted or alike. */
export interface Found {
  exact: boolean;
  ids: string[];
}

function push(map: Map<string, string[]>, key: string, id: string) {
  if (!key) return;
  const list = map.get(key);
  if (list) {
    if (!list.includes(id)) list.push(id);
  } else map.set(key, [id]);
}

/**
 * A tenant's part numbers ready to match: by code, by model, by compact form, and (built on the first
 * search that needs it) by likeness.
 */
export class PartIndex {
  private readonly byCode = new Map<string, string[]>();
  private readonly byModel = new Map<string, string[]>();
  private readonly byCompact = new Map<string, string[]>();
  private similar: SimilarityIndex | undefined;

  constructor(private readonly keys: readonly ProductKey[]) {
    for (const key of keys) {
      push(this.byCode, key.code, key.id);
      push(this.byModel, key.model, key.id);
      push(this.byCompact, compactPartNo(key.code), key.id);
      push(this.byCompact, compactPartNo(key.model), key.id);
    }
  }

  private similarIndex(): SimilarityIndex {
    if (!this.similar) {
      this.similar = new SimilarityIndex();
      for (const key of this.keys) {
        this.similar.add(key.id, compactPartNo(key.code));
        if (key.model) this.similar.add(key.id, compactPartNo(key.model));
      }
    }
    return this.similar;
  }

  /**
   * A part number's products: the product whose code it is, else those whose model it is; else those equal
   * once compacted (case, spaces, separators); else up to BOM_MAX_SUGGESTIONS alike ones.
   */
  find(partNo: string): Found {
    if (!partNo) return { exact: false, ids: [] };
    const exact = this.byCode.get(partNo) ?? this.byModel.get(partNo);
    if (exact) return { exact: true, ids: exact.slice(0, BOM_MAX_SUGGESTIONS) };
    const compact = compactPartNo(partNo);
    const same = this.byCompact.get(compact);
    if (same) return { exact: false, ids: same.slice(0, BOM_MAX_SUGGESTIONS) };
    if (compact.length < 2) return { exact: false, ids: [] };
    return {
      exact: false,
      ids: this.similarIndex()
        .search(compact, BOM_MAX_SUGGESTIONS)
        .map((match) => match.id),
    };
  }
}

/** A product as a line offers it: only its styles on the shelves; without any it counts as taken down. */
export function candidateOf(product: ProductWithStyles, locale: Locale): BomCandidate {
  const styles = product.styles
    .filter((style) => style.status === ShelfStatus.onShelf)
    .map((style) => ({
      id: style.id,
      name: pickLocalized(style.name, locale),
      spec: style.spec,
      unitPrice: formatPrice(style.price),
      currency: style.currency,
    }));
  return {
    productId: product.id,
    code: product.code,
    model: product.model,
    name: pickLocalized(product.name, locale),
    takenDown: product.status !== ShelfStatus.onShelf || styles.length === 0,
    styles,
  };
}

/** The style a line's style cell names: by its name in either language or its spec, without case. */
function namedStyle(product: ProductWithStyles, candidate: BomCandidate, styleText: string) {
  const wanted = styleText.toLowerCase();
  const style = product.styles.find(
    (one) =>
      one.name.zh.toLowerCase() === wanted ||
      one.name.en.toLowerCase() === wanted ||
      (one.spec !== '' && one.spec.toLowerCase() === wanted),
  );
  return candidate.styles.find((one) => one.id === style?.id);
}

/**
 * A line's preview. A missing part number or no product is `notFound`; a product taken down is `notAllowed`;
 * one exact product whose style is known (named, or its only one) is `matched`, and `exact` while its style
 * is to be chosen; a close match or several products is `suggested`, a guess the buyer confirms whatever its
 * style; a quantity the cart refuses makes any found line `notAllowed` (the buyer may correct it).
 */
export function previewLine(
  row: BomRow,
  found: Found,
  products: ReadonlyMap<string, ProductWithStyles>,
  locale: Locale,
  duplicateOf: number | null = null,
): BomPreviewLine {
  const parsed = lineQuantitySchema.safeParse(row.quantityText);
  const quantity = parsed.success ? parsed.data : null;
  const base = { ...row, quantity, productId: null, styleId: null, candidates: [], duplicateOf };
  const present = found.ids.flatMap((id) => {
    const product = products.get(id);
    return product ? [product] : [];
  });
  if (!row.partNo) return { ...base, status: 'notFound', reason: 'partMissing' };
  if (present.length === 0) return { ...base, status: 'notFound', reason: 'notFound' };

  const candidates = present.map((product) => candidateOf(product, locale));
  const line = (status: BomPreviewLine['status'], reason: BomLineReason | null, styleId: string | null) => {
    const only = present.length === 1 ? present[0]!.id : null;
    const badQuantity = quantity === null && status !== 'notAllowed';
    return {
      ...base,
      candidates,
      productId: only,
      styleId,
      status: badQuantity ? 'notAllowed' : status,
      reason: badQuantity ? 'quantityInvalid' : reason,
    } satisfies BomPreviewLine;
  };

  if (present.length > 1) return line('suggested', 'ambiguous', null);
  const product = present[0]!;
  const candidate = candidates[0]!;
  if (candidate.takenDown) return line('notAllowed', 'takenDown', null);
  const style = row.styleText
    ? namedStyle(product, candidate, row.styleText)
    : candidate.styles.length === 1
      ? candidate.styles[0]
      : undefined;
  if (!found.exact) return line('suggested', 'closeMatch', style?.id ?? null);
  if (!style) return line('exact', row.styleText ? 'styleNotFound' : 'chooseStyle', null);
  return line('matched', null, style.id);
}

/**
 * For each row, the row of the first one above with the same part number (compacted) and style cell (any
 * case), or null. Rows without a part number are never duplicates.
 */
export function duplicateRows(rows: readonly BomRow[]): (number | null)[] {
  const first = new Map<string, number>();
  return rows.map((row) => {
    const part = compactPartNo(row.partNo);
    if (!part) return null;
    const key = `${part}\u0000${row.styleText.trim().toLowerCase()}`;
    const earlier = first.get(key);
    if (earlier !== undefined) return earlier;
    first.set(key, row.row);
    return null;
  });
}
