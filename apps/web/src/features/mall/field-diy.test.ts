import { describe, expect, it } from 'vitest';
import { fieldDisplayOf } from './field-diy';

const option = (value: string, text: string, description: string, disabled = false) => ({
  value,
  text,
  description,
  disabled,
});

describe('fieldDisplayOf (cus_field_diy)', () => {
  it('shows a field whose description is empty, true or 1, with the dictionary text as its label', () => {
    const display = fieldDisplayOf([
      option('model', 'Type', ''),
      option('brand', 'Maker', 'true'),
      option('code', 'Part no.', '1'),
    ]);
    expect(display.visible('model')).toBe(true);
    expect(display.visible('brand')).toBe(true);
    expect(display.visible('code')).toBe(true);
    expect(display.label('model', 'Model')).toBe('Type');
  });

  it('hides a field whose description says anything else, or whose item is disabled', () => {
    const display = fieldDisplayOf([option('brand', 'Brand', 'false'), option('spec', 'Spec', '', true)]);
    expect(display.visible('brand')).toBe(false);
    expect(display.visible('spec')).toBe(false);
  });

  it('shows a field without an item (or without the dictionary) with the fallback label', () => {
    expect(fieldDisplayOf(undefined).visible('price')).toBe(true);
    expect(fieldDisplayOf([option('price', ' ', '')]).label('price', 'Price')).toBe('Price');
  });
});
