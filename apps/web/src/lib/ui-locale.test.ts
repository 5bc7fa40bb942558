import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it } from 'vitest';
import { withPickerButtonsNamedByText } from './ui-locale';

describe('the date panels of the antd locale', () => {
  it.each([
    ['en', enUS],
    ['zh', zhCN],
  ])('name the year, month and decade buttons by their text (%s)', (_language, locale) => {
    const named = withPickerButtonsNamedByText(locale);
    for (const lang of [named.DatePicker?.lang, named.Calendar?.lang]) {
      expect(lang?.yearSelect).toBe('');
      expect(lang?.monthSelect).toBe('');
      expect(lang?.decadeSelect).toBe('');
    }
    // Everything else is antd's.
    expect(named.DatePicker?.lang.today).toBe(locale.DatePicker?.lang.today);
    expect(named.Pagination).toBe(locale.Pagination);
    expect(locale.DatePicker?.lang.monthSelect).not.toBe('');
  });
});
