import type { ErrorKeyValue, LocalizedText, SuccessKeyValue } from '@mall/shared';

export type MessageKey = ErrorKeyValue | SuccessKeyValue;

/** Every message the server answers with, in both languages. `{name}` marks a parameter. */
export const messages: Record<MessageKey, LocalizedText> = {
  'success.ok': { zh: '操作成功！', en: 'Success' },
  'success.login': { zh: '登录成功', en: 'Welcome' },
  'success.logout': { zh: '退出登录成功', en: 'Logged out' },
  'error.badRequest': { zh: '请求参数有误', en: 'Bad request' },
  'error.validation': { zh: '输入数据校验失败', en: 'Some fields are not valid' },
  'error.unauthorized': { zh: '未授权，请重新登录', en: 'Unauthorized, please log in again' },
  'error.sessionExpired': {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
  },
  'error.forbidden': { zh: '拒绝访问', en: 'Access denied' },
  'error.tenantForbidden': { zh: '您不属于该租户', en: 'You do not belong to this tenant' },
  'error.notFound': { zh: '很抱歉，资源未找到！', en: 'Sorry, the resource was not found' },
  'error.conflict': { zh: '数据已存在', en: 'The record already exists' },
  'error.stale': { zh: '数据已变更，请刷新后重试', en: 'The data has changed, please refresh' },
  'error.tooManyRequests': {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  'error.internal': { zh: '系统错误，请稍后再试', en: 'System error, please try again later' },
  'error.noPermission': { zh: '没有操作权限', en: 'You do not have permission for this action' },
  'error.sortColumnNotAllowed': {
    zh: '不支持按字段 {column} 排序',
    en: 'Sorting by {column} is not allowed',
  },
  'error.filterNotAllowed': { zh: '不支持按字段 {field} 查询', en: 'Filtering by {field} is not allowed' },
  'error.unavailable': { zh: '服务暂不可用，请稍后再试', en: 'Service unavailable, please try again later' },
  'login.failed': { zh: '登录失败', en: 'Login failed' },
  'login.badCredentials': { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  'login.userFrozen': { zh: '该用户已冻结', en: 'The user has been frozen' },
  'login.userDeleted': { zh: '该用户已注销', en: 'The user has been deactivated' },
  'permission.noMenu': { zh: '未分配任何菜单权限', en: 'No menu has been granted to you' },
};
