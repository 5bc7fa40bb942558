/**
 * Dictionary-driven inputs (antd form controls: `value` / `onChange` of the stored string).
 *
 * - `DictSelect dictCode="sex"`: one value; `DictMultiSelect`: several, stored comma-joined, one tag shown.
 * - `DictRadio`, `DictButtonGroup`, `DictCheckbox` (comma-joined): every option on screen.
 * - `DictSwitch`: on/off stored as 'Y' / 'N' (or the `options` pair), no dictionary needed.
 * - `DictSearchSelect`: searches `/sys/dict/loadDict/{dict}` as the user types (800 ms debounce).
 * - `useDictOptions(code)` / `dictText(options, value)`: the cached options and a value's text.
 *
 * Options come from `/sys/dict/getDictItems/{dictCode}` through one query cache keyed by code and
 * language; `invalidateDictionaries(queryClient)` refreshes it after an administrator's change.
 * `dictCode` may also be a table-dictionary name the server registers (e.g. sys_user).
 */
export {
  DictButtonGroup,
  DictCheckbox,
  DictMultiSelect,
  DictRadio,
  DictSearchSelect,
  DictSelect,
  DictSwitch,
} from './DictInputs';
export {
  dictKeys,
  dictText,
  fetchDictItems,
  invalidateDictionaries,
  joinValues,
  splitValues,
  useDebounced,
  useDictOptions,
} from './dict-cache';
