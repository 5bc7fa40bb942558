import { LANGUAGE_SWITCH_DELAY_MS, type Locale } from '@mall/shared';
import { feedback } from './feedback';
import { currentLanguage, i18next, saveLanguage } from './i18n';
import { reloadPage } from './page-reload';

/**
 * Stores the chosen language, shows a loading message for 1 s, then reloads the page so every text, the antd
 * and dayjs locales and the server's answers all come back in the new language.
 */
export async function switchLanguage(language: Locale): Promise<void> {
  if (language === currentLanguage()) return;
  saveLanguage(language);
  feedback().message.loading(i18next.t('common:language.switching'), LANGUAGE_SWITCH_DELAY_MS / 1000);
  await new Promise((resolve) => setTimeout(resolve, LANGUAGE_SWITCH_DELAY_MS));
  reloadPage();
}
