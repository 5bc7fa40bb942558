import type { BomAdd, BomCandidate, BomLineReason, BomLineStatus, BomPreviewLine } from '@mall/shared';
import { parseQuantity } from './cart-rules';

/**
 * A preview line as the buyer edits it: the products it may be (the preview's, and those the buyer found by
 * searching the catalogue), the chosen product and style, the quantity as typed, whether the buyer stands by
 * the product (a guess is confirmed by the buyer only) and whether the line is taken. Matched lines start
 * taken; an exact part number is taken once its style is chosen, a guess once it is confirmed.
 */
export interface BomDraft {
  line: BomPreviewLine;
  candidates: readonly BomCandidate[];
  productId: string | null;
  styleId: string | null;
  quantityText: string;
  confirmed: boolean;
  taken: boolean;
  dropped: boolean;
}

export function draftsOf(lines: readonly BomPreviewLine[]): BomDraft[] {
  return lines.map((line) => ({
    line,
    candidates: line.candidates,
    productId: line.productId,
    styleId: line.styleId,
    quantityText: line.quantity === null ? line.quantityText : String(line.quantity),
    confirmed: line.status !== 'suggested',
    taken: line.status === 'matched',
    dropped: false,
  }));
}

export function chosenProduct(draft: BomDraft): BomCandidate | undefined {
  return draft.candidates.find((candidate) => candidate.productId === draft.productId);
}

/**
 * The buyer chooses a product (one of the line's, or one found by a search, which joins them): that confirms
 * it, and picks its style when it has only one (or keeps the one chosen, if it has it).
 */
export function chooseProduct(draft: BomDraft, product: BomCandidate): BomDraft {
  const known = draft.candidates.some((one) => one.productId === product.productId);
  const kept = product.styles.some((style) => style.id === draft.styleId) ? draft.styleId : null;
  const only = product.styles.length === 1 ? product.styles[0]!.id : null;
  return {
    ...draft,
    candidates: known ? draft.candidates : [...draft.candidates, product],
    productId: product.productId,
    styleId: kept ?? only,
    confirmed: true,
    taken: true,
  };
}

/** The buyer stands by the product a guess proposed. */
export function confirmProduct(draft: BomDraft): BomDraft {
  return { ...draft, confirmed: true, taken: true };
}

/**
 * The buyer chooses a style on line `index`: it applies as well to every other line of the same product
 * that has no style yet. A line is taken by it only when its product is confirmed.
 */
export function chooseStyle(drafts: readonly BomDraft[], index: number, styleId: string): BomDraft[] {
  const productId = drafts[index]?.productId;
  return drafts.map((draft, i) => {
    const applies =
      i === index ||
      (draft.productId === productId && draft.styleId === null && !draft.dropped && chosenProduct(draft));
    if (!applies) return draft;
    return { ...draft, styleId, taken: draft.taken || draft.confirmed };
  });
}

/** Why a taken line cannot go into the cart yet; null when it can. */
export function draftProblem(
  draft: BomDraft,
): 'product' | 'takenDown' | 'confirm' | 'style' | 'quantity' | null {
  const product = chosenProduct(draft);
  if (!product) return 'product';
  if (product.takenDown) return 'takenDown';
  if (!draft.confirmed) return 'confirm';
  if (!product.styles.some((style) => style.id === draft.styleId)) return 'style';
  if ('problem' in parseQuantity(draft.quantityText)) return 'quantity';
  return null;
}

/** Where the line stands now, as the buyer fixes it: the preview's status until they change something. */
export function draftStatus(draft: BomDraft): { status: BomLineStatus; reason: BomLineReason | null } {
  const { line } = draft;
  switch (draftProblem(draft)) {
    case 'product':
      return draft.candidates.length === 0
        ? { status: 'notFound', reason: line.reason === 'partMissing' ? 'partMissing' : 'notFound' }
        : { status: 'suggested', reason: 'ambiguous' };
    case 'takenDown':
      return { status: 'notAllowed', reason: 'takenDown' };
    case 'confirm':
      return { status: 'suggested', reason: 'closeMatch' };
    case 'style':
      return { status: 'exact', reason: line.reason === 'styleNotFound' ? 'styleNotFound' : 'chooseStyle' };
    case 'quantity':
      return { status: 'notAllowed', reason: 'quantityInvalid' };
    default:
      return { status: 'matched', reason: null };
  }
}

/**
 * For each line, the row of the first line above that repeats it, or null: the same part number and style
 * cell (as the preview found), or the same product and style as chosen so far. Dropped lines repeat nothing.
 */
export function duplicateRows(drafts: readonly BomDraft[]): (number | null)[] {
  const chosen = new Map<string, number>();
  const rows = new Set<number>();
  return drafts.map((draft) => {
    if (draft.dropped) return null;
    const key = draft.productId && draft.styleId ? `${draft.productId}/${draft.styleId}` : null;
    const same = key ? chosen.get(key) : undefined;
    if (key && same === undefined) chosen.set(key, draft.line.row);
    rows.add(draft.line.row);
    const listed = draft.line.duplicateOf;
    if (listed !== null && rows.has(listed)) return listed;
    return same ?? null;
  });
}

/** A line goes into the cart when it is taken, not dropped and complete. */
export function isAccepted(draft: BomDraft): boolean {
  return draft.taken && !draft.dropped && draftProblem(draft) === null;
}

/** The add request of the accepted lines. */
export function acceptedLines(drafts: readonly BomDraft[]): BomAdd['lines'] {
  return drafts.filter(isAccepted).map((draft) => {
    const parsed = parseQuantity(draft.quantityText);
    return {
      productId: draft.productId!,
      styleId: draft.styleId!,
      quantity: 'quantity' in parsed ? parsed.quantity : 0,
    };
  });
}
