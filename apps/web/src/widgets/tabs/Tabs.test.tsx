import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { key: 'a', label: 'Scenarios', content: <p>scenario text</p> },
  { key: 'b', label: 'Features', content: <p>feature text</p> },
  { key: 'c', label: 'Parameters', content: <p>parameter text</p> },
];

const shown = (text: string) => !screen.getByText(text).closest<HTMLElement>('[role="tabpanel"]')?.hidden;

describe('Tabs', () => {
  it('shows the first panel, and another one on click', () => {
    render(<Tabs tabs={tabs} label="Product" />);
    expect(shown('scenario text')).toBe(true);
    expect(shown('feature text')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
    expect(shown('feature text')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Features' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the tab its parent chooses', () => {
    const { rerender } = render(<Tabs tabs={tabs} label="Product" activeKey="c" />);
    expect(shown('parameter text')).toBe(true);
    rerender(<Tabs tabs={tabs} label="Product" activeKey="b" />);
    expect(shown('feature text')).toBe(true);
  });

  it('moves between tabs with the arrow, Home and End keys, wrapping around', () => {
    render(<Tabs tabs={tabs} label="Product" />);
    const first = screen.getByRole('tab', { name: 'Scenarios' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Parameters' }));
    expect(shown('parameter text')).toBe(true);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Parameters' }), { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Features' }).getAttribute('aria-selected')).toBe('true');
  });
});
