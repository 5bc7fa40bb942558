import { z } from 'zod';
import { CLIENT_PLATFORM } from './constants';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './validation';

/** POST /sys/login. Extra fields of the original client (remember_me, a, checkKey) are accepted and ignored. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  remember_me: z.boolean().optional(),
  captcha: z.string().max(16).optional(),
  checkKey: z.union([z.string(), z.number()]).optional(),
  a: z.string().optional(),
  platform: z.string().default(CLIENT_PLATFORM),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export interface TenantSummary {
  id: string;
  name: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  /** Comma-separated ids of the user's tenants, as the original client expects. */
  relTenantIds: string;
  roles: string[];
}

export interface MainIndexPage {
  url: string;
  name: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  mainIndexPage: MainIndexPage;
  tenantList: TenantSummary[];
}

/** A button-level permission entry (type "1" shows a control, type "2" disables a form field). */
export interface AuthEntry {
  action: string;
  type: '1' | '2';
  describe: string;
  status: '0' | '1';
}

export interface MenuMeta {
  title: string;
  icon?: string;
  url?: string;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName?: string;
  permissionList?: AuthEntry[];
}

export interface MenuItem {
  id: string;
  /** "0" entries are not routes and are skipped by the client. */
  route: '0' | '1';
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

/** POST /sys/permission/getUserPermissionByToken. */
export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}
