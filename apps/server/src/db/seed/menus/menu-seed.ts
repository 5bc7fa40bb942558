import type { LocalizedText } from '@mall/shared';

/** A role the seed creates besides admin, who is granted every entry. */
export type SeededRole = 'sales' | 'buyer';

/** One menu, sub-menu or button of the seeded permission tree. */
export interface MenuSeed {
  /** Unique in the whole seed; buttons are usually `<menu key>.<action>`. */
  key: string;
  /** The key of the parent entry. */
  parent?: string;
  name: LocalizedText;
  menuType: number;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  perms?: string;
  isLeaf?: boolean;
  /** A page reached from another (an edit form) rather than from the menu. */
  hidden?: boolean;
  sortNo: number;
  /** The seeded roles besides admin that are granted this entry. */
  roles?: readonly SeededRole[];
}
