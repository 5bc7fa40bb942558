import { CLIENT_PLATFORM } from '@mall/shared';
import type { EarlyRequest } from '../../../lib/early-requests';

/** POST /sys/permission/getUserPermissionByToken: the menu and button permissions every signed-in page loads. */
export const PERMISSIONS_REQUEST = {
  method: 'POST',
  path: '/sys/permission/getUserPermissionByToken',
  body: { client: CLIENT_PLATFORM },
} as const satisfies EarlyRequest;
