import type { LocaleResources } from '../lib/i18n';
import auth from './zh/auth.json';
import common from './zh/common.json';
import errors from './zh/errors.json';
import mall from './zh/mall.json';
import menu from './zh/menu.json';
import system from './zh/system.json';

/** Every namespace of the Chinese texts, loaded together as one chunk. */
const zh = { common, auth, errors, mall, menu, system } satisfies LocaleResources;
export default zh;
