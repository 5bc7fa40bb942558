import type { BomAdd, BomCandidate, BomPreviewLine } from '@mall/shared';
import { parseQuantity } from './cart-rules';

/**
 * A preview line as the buyer edits it: the chosen product and style, the quantity as typed, and whether
 * the line is taken. Matched lines start taken; a suggestion is taken once the buyer chooses it.
 */
export interface BomDraft {
  line: BomPreviewLine;
  productId: string | null;
  styleId: string | null;
  quantityText: string;
  taken: boolean;
  dropped: boolean;
}

export function draftsOf(lines: readonly BomPreviewLine[]): BomDraft[] {
  return lines.map((line) => ({
    line,
    productId: line.productId,
    styleId: line.styleId,
    quantityText: line.quantity === null ? line.quantityText : String(line.quantity),
    taken: line.status === 'matched',
    dropped: false,
  }));
}

export function chosenProduct(draft: BomDraft): BomCandidate | undefined {
  return draft.line.candidates.find((candidate) => candidate.productId === draft.productId);
}

/** Choosing a product picks its style when it has only one (or the one the line named, if it has it). */
export function chooseProduct(draft: BomDraft, productId: string): BomDraft {
  const candidate = draft.line.candidates.find((one) => one.productId === productId);
  const kept = candidate?.styles.some((style) => style.id === draft.styleId) ? draft.styleId : null;
  const only = candidate?.styles.length === 1 ? candidate.styles[0]!.id : null;
  return { ...draft, productId, styleId: kept ?? only, taken: true };
}

/** Why a taken line cannot go into the cart yet; null when it can. */
export function draftProblem(draft: BomDraft): 'product' | 'takenDown' | 'style' | 'quantity' | null {
  const product = chosenProduct(draft);
  if (!product) return 'product';
  if (product.takenDown) return 'takenDown';
  if (!product.styles.some((style) => style.id === draft.styleId)) return 'style';
  if ('problem' in parseQuantity(draft.quantityText)) return 'quantity';
  return null;
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
