import type { LocaleResources } from '../lib/i18n';
import access from './en/access.json';
import announcement from './en/announcement.json';
import account from './en/account.json';
import auth from './en/auth.json';
import cart from './en/cart.json';
import catalogue from './en/catalogue.json';
import common from './en/common.json';
import dashboard from './en/dashboard.json';
import editableTable from './en/editableTable.json';
import demand from './en/demand.json';
import errors from './en/errors.json';
import examples from './en/examples.json';
import gateway from './en/gateway.json';
import legal from './en/legal.json';
import mall from './en/mall.json';
import menu from './en/menu.json';
import messageTemplate from './en/messageTemplate.json';
import operations from './en/operations.json';
import monitor from './en/monitor.json';
import org from './en/org.json';
import pickers from './en/pickers.json';
import refdata from './en/refdata.json';
import rules from './en/rules.json';
import shell from './en/shell.json';
import system from './en/system.json';
import upload from './en/upload.json';

/** Every namespace of the English texts, loaded together as one chunk. */
const en = {
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
export default en;
