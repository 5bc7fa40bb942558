import type { ErrorKeyValue, LocalizedText, SuccessKeyValue } from '@mall/shared';

/** The generic messages the platform itself answers with. */
export type PlatformMessageKey = Extract<ErrorKeyValue, `error.${string}`> | SuccessKeyValue;

/**
 * The message keys modules own (`login.*`, `permission.*`, ...). Each module declares its keys here by
 * declaration merging (`declare module '#platform/i18n/messages' { interface ModuleMessages extends
 * typeof itsTable {} }`) and registers the texts with `registerMessages` when its plugin registers, so
 * that the platform never imports a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface ModuleMessages {}

/** Every key an answer may carry; any other key is a type error. */
export type MessageKey = PlatformMessageKey | keyof ModuleMessages;

/** The platform's messages, in both languages. `{name}` marks a parameter. */
export const messages: Record<PlatformMessageKey, LocalizedText> = {
  'success.ok': { zh: '操作成功！', en: 'Success' },
  'success.login': { zh: '登录成功', en: 'Welcome' },
  'success.logout': { zh: '退出登录成功', en: 'Logged out' },
  'success.registered': { zh: '注册成功', en: 'Registered successfully' },
  'success.operationSuccessful': { zh: '操作成功', en: 'operation successful' },
  'success.twoFactorRequired': {
    zh: '请输入身份验证器中的 6 位动态码',
    en: 'Enter the 6-digit code from your authenticator app',
  },
  'error.badRequest': { zh: '请求参数有误', en: 'Bad request' },
  'error.validation': { zh: '输入数据校验失败', en: 'Some fields are not valid' },
  'error.required': { zh: '必填项', en: 'Required' },
  'error.fieldNotAllowed': { zh: '不接受此字段', en: 'This field is not accepted here' },
  'error.dateInvalid': {
    zh: '请输入有效的日期（1900 至 2999 年）',
    en: 'Enter a real date between the years 1900 and 2999',
  },
  'error.controlCharacter': {
    zh: '不能包含控制字符',
    en: 'Must not contain control characters',
  },
  'error.payloadTooLarge': { zh: '请求内容过大', en: 'The request body is too large' },
  'error.headersTooLarge': { zh: '请求头过大', en: 'The request headers are too large' },
  'error.requestTimeout': { zh: '请求超时', en: 'The request took too long to arrive' },
  'error.unauthorized': { zh: '未授权，请重新登录', en: 'Unauthorized, please log in again' },
  'error.sessionExpired': {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
  },
  'error.tokenInvalid': { zh: 'Token失效，请重新登录', en: 'Token invalid, please log in again' },
  'error.forbidden': { zh: '拒绝访问', en: 'Access denied' },
  'error.tenantForbidden': { zh: '您不属于该租户', en: 'You do not belong to this tenant' },
  'error.notFound': { zh: '很抱歉，资源未找到！', en: 'Sorry, the resource was not found' },
  'error.conflict': { zh: '数据已存在', en: 'The record already exists' },
  'error.valueTaken': { zh: '{field}已存在', en: '{field}: this value is already in use' },
  'error.stale': { zh: '数据已变更，请刷新后重试', en: 'The data has changed, please refresh' },
  'error.tooManyRequests': {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
  },
  'error.rateLimited': {
    zh: '操作过于频繁，请 {seconds} 秒后再试',
    en: 'Too many attempts, please try again in {seconds} s',
  },
  'error.internal': { zh: '系统错误，请稍后再试', en: 'System error, please try again later' },
  'error.noPermission': { zh: '没有操作权限', en: 'You do not have permission for this action' },
  'error.sortColumnNotAllowed': {
    zh: '不支持按字段 {column} 排序',
    en: 'Sorting by {column} is not allowed',
  },
  'error.filterNotAllowed': { zh: '不支持按字段 {field} 查询', en: 'Filtering by {field} is not allowed' },
  'error.superQueryMalformed': {
    zh: '高级查询条件格式不正确',
    en: 'The advanced query is not a list of conditions',
  },
  'error.superQueryTooMany': {
    zh: '高级查询最多 {max} 个条件',
    en: 'An advanced query holds at most {max} conditions',
  },
  'error.superQueryBadCondition': {
    zh: '高级查询第 {index} 个条件格式不正确',
    en: 'Advanced query condition {index} is not a field, rule and value',
  },
  'error.superQueryUnknownField': {
    zh: '高级查询第 {index} 个条件：不支持按字段 {field} 查询',
    en: 'Advanced query condition {index}: field {field} cannot be queried',
  },
  'error.superQueryRuleNotAllowed': {
    zh: '高级查询第 {index} 个条件：字段 {field} 不支持规则 {rule}',
    en: 'Advanced query condition {index}: rule {rule} does not fit field {field}',
  },
  'error.superQueryBadValue': {
    zh: '高级查询第 {index} 个条件：字段 {field} 的值无效',
    en: 'Advanced query condition {index}: the value for {field} is not valid',
  },
  'error.unavailable': { zh: '服务暂不可用，请稍后再试', en: 'Service unavailable, please try again later' },
  'error.importBadType': {
    zh: '只能导入 .xls 或 .xlsx 格式的 Excel 文件',
    en: 'Only Excel files (.xls or .xlsx) can be imported',
  },
  'error.importTooLarge': {
    zh: '文件过大：.xlsx 文件最大 {mb} MB',
    en: 'The file is too large: an .xlsx file may hold at most {mb} MB',
  },
  'error.importXlsTooLarge': {
    zh: '.xls 文件最大 {mb} MB；更大的文件请另存为 .xlsx 后导入',
    en: 'An .xls file may hold at most {mb} MB; save a larger one as .xlsx and import that',
  },
  'error.importNoFile': { zh: '请选择要导入的文件', en: 'Choose a file to import' },
  'error.importUnreadable': {
    zh: '文件 {file} 已损坏或不是 Excel 文件，无法读取；请在 Excel 中打开并另存后再导入',
    en: 'The file {file} is damaged or is not an Excel workbook; open it in Excel, save it again and import that',
  },
  'error.sheetTooManyColumns': {
    zh: '文件 {file} 超过 {max} 列的上限',
    en: 'The file {file} has more than {max} columns',
  },
  'error.sheetTooManyCells': {
    zh: '文件 {file} 超过 {max} 个单元格的上限',
    en: 'The file {file} has more than {max} cells',
  },
  'error.sheetTooManyStrings': {
    zh: '文件 {file} 超过 {max} 个共享字符串的上限',
    en: 'The file {file} has more than {max} shared strings',
  },
  'error.sheetInflatesTooMuch': {
    zh: '文件 {file} 解压后超过 {max} MB 的上限',
    en: 'The file {file} unpacks to more than {max} MB',
  },
  'error.sheetInflateRatio': {
    zh: '文件 {file} 解压后超过其大小 {max} 倍的上限',
    en: 'The file {file} unpacks to more than {max} times its size',
  },
  'error.sheetTooSlow': {
    zh: '文件 {file} 读取超过 {max} 秒的上限',
    en: 'Reading the file {file} took longer than {max} seconds',
  },
  'error.sheetTooMuchMemory': {
    zh: '文件 {file} 读取时超过 {max} MB 内存的上限',
    en: 'Reading the file {file} needed more than {max} MB of memory',
  },
  'error.importNoHeader': {
    zh: '文件 {file} 的第一行没有本列表的列标题',
    en: 'The first row of {file} holds none of this list’s column titles',
  },
  'error.importDuplicateInFile': {
    zh: '{field}在文件中重复',
    en: '{field}: this value appears more than once in the file',
  },
  'success.importDone': {
    zh: '共{total}行数据全部导入成功！',
    en: 'All {total} rows were imported',
  },
  'success.importSummary': {
    zh: '总上传行数：{total}，已导入行数：{saved}，错误行数：{failed}',
    en: 'Rows sent: {total}, imported: {saved}, kept out: {failed}',
  },
  'success.importPartial': {
    zh: '文件导入成功，但有错误。',
    en: 'The file was imported, but some rows were kept out.',
  },
};
