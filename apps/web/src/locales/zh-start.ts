import type { LocaleResources } from '../lib/i18n';
import account from './zh/account.json';
import announcement from './zh/announcement.json';
import auth from './zh/auth.json';
import cart from './zh/cart.json';
import common from './zh/common.json';
import errors from './zh/errors.json';
import mall from './zh/mall.json';
import menu from './zh/menu.json';

/**
 * The namespaces the first pages (login, mall home, search, detail, with their layouts and the bell)
 * show: the app starts with these. Every other namespace comes with ./zh.ts, loaded before any other page.
 */
const zhStart = { common, account, announcement, auth, cart, errors, mall, menu } satisfies LocaleResources;
export default zhStart;
