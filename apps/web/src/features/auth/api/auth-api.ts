import { CLIENT_PLATFORM, type LoginRequest, type LoginResult, type PermissionResult } from '@mall/shared';
import { http, type RequestOptions } from '../../../lib/http';

export function login(request: LoginRequest): Promise<LoginResult> {
  // The login page reports failures itself (notification titled "login failed").
  return http.post<LoginResult>('/sys/login', request, { silent: true });
}

export function logout(options?: RequestOptions): Promise<unknown> {
  return http.post('/sys/logout', {}, options);
}

export function fetchUserPermissions(options?: RequestOptions): Promise<PermissionResult> {
  return http.post<PermissionResult>(
    '/sys/permission/getUserPermissionByToken',
    { client: CLIENT_PLATFORM },
    options,
  );
}
