/** A page number to show, or a gap ('…') between two shown numbers. */
export type PagerItem = number | 'gap';

/** How many pages either side of the current one are listed. */
const NEIGHBOURS = 2;

/** Up to this many pages, all are listed: a gap would save no room. */
const LIST_ALL_UP_TO = 2 * NEIGHBOURS + 3;

/**
 * The page numbers a pager lists: the first, the last, and the current page with its neighbours; a run
 * of hidden pages becomes one gap (a lone hidden page is listed instead, since a gap would be as wide).
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= LIST_ALL_UP_TO)
    return Array.from({ length: Math.max(0, pageCount) }, (_, index) => index + 1);
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
