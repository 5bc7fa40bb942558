import type { LocaleResources } from '../lib/i18n';
import account from './en/account.json';
import announcement from './en/announcement.json';
import auth from './en/auth.json';
import cart from './en/cart.json';
import common from './en/common.json';
import errors from './en/errors.json';
import mall from './en/mall.json';
import menu from './en/menu.json';

/**
 * The namespaces the first pages (login, mall home, search, detail, with their layouts and the bell)
 * show: the app starts with these. Every other namespace comes with ./en.ts, loaded before any other page.
 */
const enStart = { common, account, announcement, auth, cart, errors, mall, menu } satisfies LocaleResources;
export default enStart;
