import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma', disabled: true },
] as const;

describe('ChoiceGroup', () => {
  it('is a named group of radios, one per choice, with the value checked', () => {
    render(
      <ChoiceGroup aria-label="Letters" variant="buttons" options={OPTIONS} value="b" onChange={vi.fn()} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Letters' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Beta' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveProperty('checked', false);
    // One name joins them, so arrow keys move within the group.
    const names = new Set(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name));
    expect(names.size).toBe(1);
  });

  it('reports the chosen value and refuses a disabled one', () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup
        aria-label="Letters"
        variant="list"
        options={OPTIONS}
        value={undefined}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Alpha' }));
    expect(onChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('radio', { name: 'Gamma' })).toHaveProperty('disabled', true);
  });
});
