import { ACCOUNT_MENU } from './account';
import { ADDRESS_BOOK_MENU } from './address-book';
import { ANNOUNCEMENT_MENU } from './announcement';
import { CATALOGUE_MENU } from './catalogue';
import { CUSTOMER_MENU } from './customer';
import { DASHBOARD_MENU } from './dashboard';
import { DEMAND_MENU } from './demand';
import { EXAMPLES_MENU } from './examples';
import { MALL_MENU } from './mall';
import { MESSAGE_TEMPLATE_MENU } from './message-template';
import type { MenuSeed } from './menu-seed';
import { MONITOR_MENU } from './monitor';
import { REFERENCE_DATA_MENU } from './reference-data';
import { OPERATIONS_MENU } from './operations';
import { SYSTEM_MENU } from './system';

export type { MenuSeed, SeededRole } from './menu-seed';

/** Every seeded menu entry; each area declares its own in a file of this folder. */
export const MENU: readonly MenuSeed[] = [
  ...MALL_MENU,
  ...SYSTEM_MENU,
  ...REFERENCE_DATA_MENU,
  ...CATALOGUE_MENU,
  ...DEMAND_MENU,
  ...CUSTOMER_MENU,
  ...ANNOUNCEMENT_MENU,
  ...MESSAGE_TEMPLATE_MENU,
  ...OPERATIONS_MENU,
  ...DASHBOARD_MENU,
  ...ADDRESS_BOOK_MENU,
  ...MONITOR_MENU,
  ...ACCOUNT_MENU,
  ...EXAMPLES_MENU,
];
