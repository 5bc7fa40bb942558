import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Locale } from '@mall/shared';
import { languageChunks } from './language';

/** antd's and dayjs's locale for a language (only the active one is downloaded). */
export async function loadUiLocale(language: Locale): Promise<AntdLocale> {
  const chunks = languageChunks[language];
  const [{ default: antdLocale }] = await Promise.all([chunks.antd(), chunks.dayjs()]);
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  return withPickerButtonsNamedByText(antdLocale);
}

/**
 * The date panels' year, month and decade buttons are named by what they show ("Sep", "2026"), as
 * accessibility requires of a visible label: antd's fixed names ("Choose a month") do not contain it.
 */
export function withPickerButtonsNamedByText(locale: AntdLocale): AntdLocale {
  const unnamed = { yearSelect: '', monthSelect: '', decadeSelect: '' };
  const { DatePicker, Calendar } = locale;
  return {
    ...locale,
    DatePicker: DatePicker && { ...DatePicker, lang: { ...DatePicker.lang, ...unnamed } },
    Calendar: Calendar && { ...Calendar, lang: { ...Calendar.lang, ...unnamed } },
  };
}

/** The ProLayout / ProTable locale name for a language. */
export function proLocaleOf(language: Locale): 'zh-CN' | 'en-US' {
  return language === 'en' ? 'en-US' : 'zh-CN';
}
