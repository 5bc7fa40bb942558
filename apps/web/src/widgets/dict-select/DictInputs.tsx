import type { DictOption } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Radio, Select, Spin, Switch } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';
import { ListedOptionCountProvider, NAMING_LISTED_OPTION } from '../../lib/select-listed-option';
import { joinValues, splitValues, useDebounced, useDictOptions } from './dict-cache';

interface DictInputProps {
  /** The dictionary code (or a table-dictionary name the server registers). */
  dictCode: string;
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/** The search select also takes a cell's status, its description and its leaving (an editable table cell). */
interface DictSearchSelectProps extends DictInputProps {
  style?: CSSProperties;
  status?: 'error' | undefined;
  onBlur?: () => void;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

const toSelectOptions = (options: readonly DictOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.value, label: option.text, disabled: option.disabled }));

/** A select of one dictionary value. */
export function DictSelect({ dictCode, value, onChange, ...rest }: DictInputProps) {
  const options = useDictOptions(dictCode);
  return (
    <Select
      {...rest}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={options.isLoading}
      options={toSelectOptions(options.data)}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? undefined)}
    />
  );
}

/** A multi-select of dictionary values stored comma-joined; it shows one tag at most (+N for the rest). */
export function DictMultiSelect({ dictCode, value, onChange, ...rest }: DictInputProps) {
  const options = useDictOptions(dictCode);
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      maxTagCount={1}
      optionFilterProp="label"
      loading={options.isLoading}
      options={toSelectOptions(options.data)}
      value={splitValues(value)}
      onChange={(next: string[]) => onChange?.(next.length ? joinValues(next) : undefined)}
    />
  );
}

/** Radio buttons of a dictionary; `button` shows them as a button group. */
export function DictRadio({
  dictCode,
  value,
  onChange,
  button,
  ...rest
}: DictInputProps & { button?: boolean }) {
  const options = useDictOptions(dictCode);
  return (
    <Radio.Group
      {...rest}
      optionType={button ? 'button' : 'default'}
      options={toSelectOptions(options.data)}
      value={value}
      onChange={(event) => onChange?.(event.target.value as string)}
    />
  );
}

/** A button group of a dictionary (radio buttons styled as buttons). */
export function DictButtonGroup(props: DictInputProps) {
  return <DictRadio {...props} button />;
}

/** Checkboxes of a dictionary; the checked values are stored comma-joined. */
export function DictCheckbox({ dictCode, value, onChange, ...rest }: DictInputProps) {
  const options = useDictOptions(dictCode);
  return (
    <Checkbox.Group
      {...rest}
      options={toSelectOptions(options.data)}
      value={splitValues(value)}
      onChange={(next) => onChange?.(next.length ? joinValues(next.map(String)) : undefined)}
    />
  );
}

/** An on/off switch storing `options[0]` when on and `options[1]` when off (default Y and N). */
export function DictSwitch({
  value,
  onChange,
  options = ['Y', 'N'],
  disabled,
  id,
  'aria-label': ariaLabel,
}: {
  value?: string | undefined;
  onChange?: (value: string) => void;
  options?: readonly [string, string];
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <Switch
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      checked={value === options[0]}
      onChange={(checked) => onChange?.(checked ? options[0] : options[1])}
    />
  );
}

/**
 * A select that searches a (large) dictionary on the server as the user types, after an 800 ms pause.
 * Its open list is valid ARIA in every state: what shows instead of options (loading, nothing found) is a
 * disabled option of the listbox, and the combobox names an active option only when one is listed.
 */
export function DictSearchSelect({ dictCode, value, onChange, ...rest }: DictSearchSelectProps) {
  const { i18n, t } = useTranslation('refdata');
  const { t: tc } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword);
  const search = useQuery({
    queryKey: ['dict-search', dictCode, settled, i18n.language],
    queryFn: ({ signal }) =>
      http.get<DictOption[]>(
        `/sys/dict/loadDict/${encodeURIComponent(dictCode)}`,
        { keyword: settled },
        { signal },
      ),
    staleTime: 30_000,
  });
  const options = toSelectOptions(search.data);
  return (
    <ListedOptionCountProvider value={options.length}>
      <Select
        {...rest}
        components={NAMING_LISTED_OPTION}
        showSearch
        allowClear
        filterOption={false}
        onSearch={setKeyword}
        notFoundContent={
          // A listbox holds options only: the state shows as one that cannot be chosen.
          <div role="option" aria-disabled="true" aria-selected="false">
            {search.isFetching ? <Spin size="small" aria-label={tc('loading')} /> : t('widgets.noMatch')}
          </div>
        }
        options={options}
        value={value || undefined}
        onChange={(next: string | undefined) => onChange?.(next ?? undefined)}
      />
    </ListedOptionCountProvider>
  );
}
