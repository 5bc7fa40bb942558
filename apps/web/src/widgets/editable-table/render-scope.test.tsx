import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTable, spyFeedback } from './test-helpers';
import type * as TextCells from './cells/TextCells';
import type { EditableColumn } from './types';

/** Counts each text cell's renders by its accessible name. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./cells/TextCells', async (importOriginal) => {
  const original = await importOriginal<typeof TextCells>();
  const counted =
    <P extends { label: string }>(Cell: (props: P) => React.ReactNode) =>
    (props: P) => {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return Cell(props);
    };
  return {
    ...original,
    InputCell: counted(original.InputCell),
    InputNumberCell: counted(original.InputNumberCell),
  };
});

const COLUMNS: EditableColumn[] = Array.from({ length: 4 }, (_, index) => ({
  key: `c${index}`,
  title: `C${index}`,
  type: index % 2 ? 'inputNumber' : 'input',
  statistics: index % 2 === 1,
}));

vi.setConfig({ testTimeout: 60_000 });

describe('typing in a cell', () => {
  it('re-renders that cell only, not its row or the other rows', () => {
    spyFeedback();
    renderTable({
      columns: COLUMNS,
      dataSource: Array.from({ length: 8 }, (_, index) => ({ id: String(index) })),
    });
    expect(renders.size).toBe(8 * 4);
    renders.clear();
    fireEvent.change(screen.getByRole('textbox', { name: '第 7 行 C1' }), { target: { value: '12' } });
    expect([...renders.entries()]).toEqual([['第 7 行 C1', 1]]);
  });
});

describe('a long table', () => {
  it('draws only the rows in view past 100 rows, and still reads every row', () => {
    spyFeedback();
    renders.clear();
    const { handle } = renderTable({
      columns: COLUMNS.slice(0, 1),
      dataSource: Array.from({ length: 150 }, (_, index) => ({ id: String(index), c0: `v${index}` })),
      maxHeight: 300,
    });
    expect(renders.size).toBeGreaterThan(0);
    expect(renders.size).toBeLessThan(150);
    expect(handle().getValues()).toHaveLength(150);
    expect(handle().getValues()[149]?.c0).toBe('v149');
  });
});
