import { createHash } from 'node:crypto';
import {
  pickLocalized,
  type AuthEntry,
  type Locale,
  type MenuItem,
  type PermissionResult,
} from '@mall/shared';
import { MenuType, type sysPermission } from './schema';

export type PermissionEntry = Pick<
  typeof sysPermission.$inferSelect,
  | 'id'
  | 'parentId'
  | 'name'
  | 'url'
  | 'component'
  | 'componentName'
  | 'redirect'
  | 'menuType'
  | 'perms'
  | 'permsType'
  | 'sortNo'
  | 'alwaysShow'
  | 'icon'
  | 'i18nKey'
  | 'isRoute'
  | 'isLeaf'
  | 'keepAlive'
  | 'hidden'
  | 'status'
  | 'internalOrExternal'
>;

/**
 * The answer of getUserPermissionByToken (JeecgBoot's shape): the menu tree of the granted menus, the
 * granted active buttons (auth) and every button (allAuth). `granted` may come in any order.
 */
export function buildPermissionResult(
  granted: PermissionEntry[],
  allButtons: PermissionEntry[],
  locale: Locale,
): PermissionResult {
  const sorted = [...granted].sort((a, b) => a.sortNo - b.sortNo);
  const buttons = sorted.filter(isButton);
  return {
    menu: buildMenuTree(
      sorted.filter((entry) => !isButton(entry)),
      buttons,
      locale,
    ),
    auth: buttons
      .filter((button) => button.status === '1' && button.perms)
      .map((button) => toAuth(button, locale)),
    allAuth: [...allButtons]
      .sort((a, b) => a.sortNo - b.sortNo)
      .filter((button) => button.perms)
      .map((button) => toAuth(button, locale)),
  };
}

/** Menus are nested under their parents; a menu whose parent is not granted is left out. */
function buildMenuTree(menus: PermissionEntry[], buttons: PermissionEntry[], locale: Locale): MenuItem[] {
  const menusByParent = groupByParent(menus);
  const buttonsByParent = groupByParent(buttons);

  const build = (entry: PermissionEntry, topLevel: boolean): MenuItem => {
    const children = (menusByParent.get(entry.id) ?? []).map((child) => build(child, false));
    const item = toMenuItem(entry, topLevel, buttonsByParent.get(entry.id) ?? [], locale);
    if (children.length) item.children = children;
    // A parent with nothing visible under it would be an empty folder in the side menu.
    if (!entry.isLeaf && children.every((child) => child.hidden)) item.hidden = true;
    return item;
  };
  return (menusByParent.get(null) ?? []).map((entry) => build(entry, true));
}

function toMenuItem(
  entry: PermissionEntry,
  topLevel: boolean,
  buttons: PermissionEntry[],
  locale: Locale,
): MenuItem {
  const url = entry.url ?? '';
  const external = isExternalUrl(url);
  const path = external ? createHash('md5').update(url).digest('hex') : url;
  const permissionList = buttons.filter((button) => button.perms).map((button) => toAuth(button, locale));
  return {
    id: entry.id,
    route: entry.isRoute ? '1' : '0',
    path,
    name: entry.componentName || routeNameOf(path),
    ...(entry.component ? { component: entry.component } : {}),
    ...(topLevel && entry.redirect ? { redirect: entry.redirect } : {}),
    ...(entry.hidden ? { hidden: true } : {}),
    ...(entry.alwaysShow ? { alwaysShow: true } : {}),
    meta: {
      title: pickLocalized(entry.name, locale),
      ...(entry.icon ? { icon: entry.icon } : {}),
      keepAlive: entry.keepAlive,
      internalOrExternal: entry.internalOrExternal,
      componentName: entry.componentName || lastSegment(entry.component ?? ''),
      ...(entry.i18nKey ? { i18nKey: entry.i18nKey } : {}),
      ...(external ? { url } : {}),
      ...(permissionList.length ? { permissionList } : {}),
    },
  };
}

function toAuth(button: PermissionEntry, locale: Locale): AuthEntry {
  return {
    action: button.perms ?? '',
    type: button.permsType,
    describe: pickLocalized(button.name, locale),
    status: button.status,
  };
}

const isButton = (entry: PermissionEntry) => entry.menuType === MenuType.button;

/** http(s) links and {{ }} placeholders open outside the app. */
function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\{\{.*\}\}/.test(url);
}

/** JeecgBoot's route name from a path: "/system/user/:id" → "system-user-@id". */
function routeNameOf(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');
}

function lastSegment(component: string): string {
  return component.slice(component.lastIndexOf('/') + 1);
}

function groupByParent(entries: PermissionEntry[]): Map<string | null, PermissionEntry[]> {
  const groups = new Map<string | null, PermissionEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.parentId);
    if (group) group.push(entry);
    else groups.set(entry.parentId, [entry]);
  }
  return groups;
}
