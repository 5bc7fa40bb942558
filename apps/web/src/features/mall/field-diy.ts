import { isFieldVisible, type DictOption } from '@mall/shared';

/**
 * The product fields whose display name and visibility the field dictionary (cus_field_diy) decides:
 * an item's value names the field, its text is the label, its description hides the field unless it is
 * empty, true or 1. A field without an item shows with the page's own label.
 */
export const DIY_FIELDS = ['code', 'model', 'brand', 'category', 'price', 'spec', 'unit'] as const;
export type DiyField = (typeof DIY_FIELDS)[number];

export interface FieldDisplay {
  label(field: DiyField, fallback: string): string;
  visible(field: DiyField): boolean;
}

export function fieldDisplayOf(options: readonly DictOption[] | undefined): FieldDisplay {
  const byField = new Map((options ?? []).map((option) => [option.value, option]));
  return {
    label: (field, fallback) => byField.get(field)?.text.trim() || fallback,
    visible: (field) => {
      const option = byField.get(field);
      return !option || (!option.disabled && isFieldVisible(option.description));
    },
  };
}
