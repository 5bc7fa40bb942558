import { useMemo } from 'react';
import { useDictOptions } from '../../dict-select';
import type { ChoiceOption, EditableColumn } from '../types';

/** A choice column's options: its own, else its dictionary's (loaded once through the dictionary cache). */
export function useChoices(column: EditableColumn): { options: ChoiceOption[]; loading: boolean } {
  const dictionary = useDictOptions(column.options ? undefined : column.dictCode);
  return useMemo(
    () => ({
      options: column.options
        ? [...column.options]
        : (dictionary.data ?? []).map((item) => ({
            value: item.value,
            label: item.text,
            disabled: item.disabled,
          })),
      loading: dictionary.isLoading,
    }),
    [column.options, dictionary.data, dictionary.isLoading],
  );
}
