import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Locale } from '@mall/shared';

/** antd's and dayjs's locale for a language, loaded on demand so only the active one is downloaded. */
export async function loadUiLocale(language: Locale): Promise<AntdLocale> {
  if (language === 'en') {
    const { default: enUS } = await import('antd/es/locale/en_US');
    dayjs.locale('en');
    return enUS;
  }
  const [{ default: zhCN }] = await Promise.all([
    import('antd/es/locale/zh_CN'),
    import('dayjs/locale/zh-cn'),
  ]);
  dayjs.locale('zh-cn');
  return zhCN;
}

/** The ProLayout / ProTable locale name for a language. */
export function proLocaleOf(language: Locale): 'zh-CN' | 'en-US' {
  return language === 'en' ? 'en-US' : 'zh-CN';
}
