import 'i18next';
import type auth from '../locales/zh/auth.json';
import type common from '../locales/zh/common.json';
import type errors from '../locales/zh/errors.json';
import type mall from '../locales/zh/mall.json';
import type menu from '../locales/zh/menu.json';
import type system from '../locales/zh/system.json';

/** Translation keys are checked at compile time against the Chinese texts (the locale test keeps en in step). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      errors: typeof errors;
      mall: typeof mall;
      menu: typeof menu;
      system: typeof system;
    };
  }
}
