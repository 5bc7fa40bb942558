import type { LocaleResources } from '../lib/i18n';
import auth from './en/auth.json';
import common from './en/common.json';
import errors from './en/errors.json';
import mall from './en/mall.json';
import menu from './en/menu.json';
import system from './en/system.json';

/** Every namespace of the English texts, loaded together as one chunk. */
const en = { common, auth, errors, mall, menu, system } satisfies LocaleResources;
export default en;
