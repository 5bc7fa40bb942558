import 'i18next';
import type access from '../locales/zh/access.json';
import type account from '../locales/zh/account.json';
import type announcement from '../locales/zh/announcement.json';
import type auth from '../locales/zh/auth.json';
import type cart from '../locales/zh/cart.json';
import type catalogue from '../locales/zh/catalogue.json';
import type dashboard from '../locales/zh/dashboard.json';
import type common from '../locales/zh/common.json';
import type demand from '../locales/zh/demand.json';
import type editableTable from '../locales/zh/editableTable.json';
import type errors from '../locales/zh/errors.json';
import type examples from '../locales/zh/examples.json';
import type gateway from '../locales/zh/gateway.json';
import type legal from '../locales/zh/legal.json';
import type mall from '../locales/zh/mall.json';
import type menu from '../locales/zh/menu.json';
import type messageTemplate from '../locales/zh/messageTemplate.json';
import type operations from '../locales/zh/operations.json';
import type monitor from '../locales/zh/monitor.json';
import type org from '../locales/zh/org.json';
import type pickers from '../locales/zh/pickers.json';
import type refdata from '../locales/zh/refdata.json';
import type rules from '../locales/zh/rules.json';
import type shell from '../locales/zh/shell.json';
import type system from '../locales/zh/system.json';
import type upload from '../locales/zh/upload.json';

/** Translation keys are checked at compile time against the Chinese texts (the locale test keeps en in step). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      access: typeof access;
      announcement: typeof announcement;
      account: typeof account;
      auth: typeof auth;
      cart: typeof cart;
      catalogue: typeof catalogue;
      dashboard: typeof dashboard;
      demand: typeof demand;
      editableTable: typeof editableTable;
      errors: typeof errors;
      examples: typeof examples;
      gateway: typeof gateway;
      legal: typeof legal;
      mall: typeof mall;
      menu: typeof menu;
      messageTemplate: typeof messageTemplate;
      operations: typeof operations;
      monitor: typeof monitor;
      org: typeof org;
      pickers: typeof pickers;
      refdata: typeof refdata;
      rules: typeof rules;
      shell: typeof shell;
      system: typeof system;
      upload: typeof upload;
    };
  }
}
