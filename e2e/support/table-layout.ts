import { expect, type Locator } from '@playwright/test';

/** No cell of a list table may be narrower than this (px): one Chinese character per line was 14. */
export const MIN_CELL_WIDTH = 40;

interface TableLayout {
  /** Header and body cells with something in them that are narrower than MIN_CELL_WIDTH. */
  narrowCells: string[];
  /** Words (not Chinese text, which may wrap between characters) broken across two lines. */
  brokenWords: string[];
  /** Buttons and links of the body that the table's scroll box or their cell cuts off, at its start scroll. */
  clippedButtons: string[];
  /** The header cells shown. */
  columns: number;
}

/**
 * Measures a list table as the user sees it: every cell wide enough to read, no word, order or phone
 * number broken across lines, and (unless `actionsMayScroll`, a phone's table may scroll sideways to its
 * actions) every button of its rows inside the visible part of the table. Answers the number of columns.
 */
export async function expectReadableTable(
  table: Locator,
  options: { actionsMayScroll?: boolean } = {},
): Promise<number> {
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  const layout = await table.evaluate((root, minWidth): TableLayout => {
    const describe = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
    const cells = [...root.querySelectorAll('.ant-table-thead th, .ant-table-tbody .ant-table-row td')];
    const shown = cells.filter((cell) => cell.getBoundingClientRect().width > 0);
    const narrowCells = shown
      .filter((cell) => describe(cell) !== '' && cell.getBoundingClientRect().width < minWidth)
      .map((cell) => `${describe(cell)} (${Math.round(cell.getBoundingClientRect().width)} px)`);

    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(root.querySelector('.ant-table') ?? root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S{2,}/g)) {
        // Chinese, Japanese and Korean text may wrap between any two characters.
        if (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(match[0])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) brokenWords.push(match[0]);
      }
    }

    const scrollBox = root.querySelector('.ant-table-content') ?? root;
    const box = scrollBox.getBoundingClientRect();
    const clippedButtons = [...root.querySelectorAll('.ant-table-tbody .ant-table-row :is(button, a)')]
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        if (rect.width === 0) return false;
        const cell = button.closest('td')?.getBoundingClientRect() ?? box;
        return (
          rect.left < Math.max(box.left, cell.left) - 1 || rect.right > Math.min(box.right, cell.right) + 1
        );
      })
      .map(describe);
    return {
      narrowCells,
      brokenWords,
      clippedButtons,
      columns: root.querySelectorAll('.ant-table-thead th').length,
    };
  }, MIN_CELL_WIDTH);
  expect(layout.narrowCells, 'cells too narrow to read').toEqual([]);
  expect(layout.brokenWords, 'words broken across lines').toEqual([]);
  if (!options.actionsMayScroll) expect(layout.clippedButtons, 'buttons cut off').toEqual([]);
  return layout.columns;
}
