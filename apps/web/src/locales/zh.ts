import type { LocaleResources } from '../lib/i18n';
import access from './zh/access.json';
import announcement from './zh/announcement.json';
import account from './zh/account.json';
import auth from './zh/auth.json';
import cart from './zh/cart.json';
import catalogue from './zh/catalogue.json';
import common from './zh/common.json';
import dashboard from './zh/dashboard.json';
import editableTable from './zh/editableTable.json';
import demand from './zh/demand.json';
import errors from './zh/errors.json';
import examples from './zh/examples.json';
import gateway from './zh/gateway.json';
import legal from './zh/legal.json';
import mall from './zh/mall.json';
import menu from './zh/menu.json';
import messageTemplate from './zh/messageTemplate.json';
import operations from './zh/operations.json';
import monitor from './zh/monitor.json';
import org from './zh/org.json';
import pickers from './zh/pickers.json';
import refdata from './zh/refdata.json';
import rules from './zh/rules.json';
import shell from './zh/shell.json';
import system from './zh/system.json';
import upload from './zh/upload.json';

/** Every namespace of the Chinese texts, loaded together as one chunk. */
const zh = {
  common,
  access,
  announcement,
  account,
  auth,
  cart,
  catalogue,
  dashboard,
  editableTable,
  demand,
  errors,
  examples,
  gateway,
  legal,
  mall,
  menu,
  messageTemplate,
  operations,
  monitor,
  org,
  pickers,
  refdata,
  rules,
  shell,
  system,
  upload,
} satisfies LocaleResources;
export default zh;
