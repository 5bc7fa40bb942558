// Free of zod: every page reads these error keys, and must not load the schema library for them.

/**
 * Error codes shared by both sides: the envelope's `code` equals the HTTP status,
 * and every error names its message with an i18n key that the server translates and the client may too.
 */
export const HttpCode = {
  ok: 200,
  partialImport: 201,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
  noPermission: 510,
} as const;
export type HttpCodeValue = (typeof HttpCode)[keyof typeof HttpCode];

export const ErrorKey = {
  badRequest: 'error.badRequest',
  validation: 'error.validation',
  controlCharacter: 'error.controlCharacter',
  /** A field the request left out. */
  required: 'error.required',
  fieldNotAllowed: 'error.fieldNotAllowed',
  /** A date that is not a real calendar day, or lies outside the years a date may be entered for. */
  dateInvalid: 'error.dateInvalid',
  payloadTooLarge: 'error.payloadTooLarge',
  headersTooLarge: 'error.headersTooLarge',
  requestTimeout: 'error.requestTimeout',
  unauthorized: 'error.unauthorized',
  sessionExpired: 'error.sessionExpired',
  /** A token that was revoked or has expired; the message carries the 'Token失效' marker clients key on. */
  tokenInvalid: 'error.tokenInvalid',
  forbidden: 'error.forbidden',
  tenantForbidden: 'error.tenantForbidden',
  notFound: 'error.notFound',
  conflict: 'error.conflict',
  /** A value of a field unique in the tenant that another record holds. */
  valueTaken: 'error.valueTaken',
  stale: 'error.stale',
  tooManyRequests: 'error.tooManyRequests',
  rateLimited: 'error.rateLimited',
  internal: 'error.internal',
  unavailable: 'error.unavailable',
  noPermission: 'error.noPermission',
  sortColumnNotAllowed: 'error.sortColumnNotAllowed',
  filterNotAllowed: 'error.filterNotAllowed',
  /** Refusals of an advanced query, each naming its condition. */
  superQueryMalformed: 'error.superQueryMalformed',
  superQueryTooMany: 'error.superQueryTooMany',
  superQueryBadCondition: 'error.superQueryBadCondition',
  superQueryUnknownField: 'error.superQueryUnknownField',
  superQueryRuleNotAllowed: 'error.superQueryRuleNotAllowed',
  superQueryBadValue: 'error.superQueryBadValue',
  loginFailed: 'login.failed',
  badCredentials: 'login.badCredentials',
  userFrozen: 'login.userFrozen',
  userDeleted: 'login.userDeleted',
  userDeactivated: 'login.userDeactivated',
  userUnderReview: 'login.userUnderReview',
  userRejected: 'login.userRejected',
  outsideValidity: 'login.outsideValidity',
  accountLocked: 'login.accountLocked',
  captchaEmpty: 'login.captchaEmpty',
  captchaWrong: 'login.captchaWrong',
  passwordNotDecrypted: 'login.passwordNotDecrypted',
  passwordNotEncrypted: 'login.passwordNotEncrypted',
  twoFactorCodeFormat: 'login.twoFactorCodeFormat',
  twoFactorCodeWrong: 'login.twoFactorCodeWrong',
  twoFactorExpired: 'login.twoFactorExpired',
  /** A CAS or third-party sign-in names a person no live account belongs to. */
  ssoNoAccount: 'login.ssoNoAccount',
  noMenu: 'permission.noMenu',
  cannotDeleteSelf: 'user.cannotDeleteSelf',
  cannotFreezeSelf: 'user.cannotFreezeSelf',
  personBeyondTenant: 'user.personBeyondTenant',
  importBadType: 'error.importBadType',
  importTooLarge: 'error.importTooLarge',
  importXlsTooLarge: 'error.importXlsTooLarge',
  importNoFile: 'error.importNoFile',
  importNoHeader: 'error.importNoHeader',
  importUnreadable: 'error.importUnreadable',
  importDuplicateInFile: 'error.importDuplicateInFile',
  /** An uploaded spreadsheet or CSV past one of the server's reading limits (each names the file and limit). */
  sheetTooManyColumns: 'error.sheetTooManyColumns',
  sheetTooManyCells: 'error.sheetTooManyCells',
  sheetTooManyStrings: 'error.sheetTooManyStrings',
  sheetInflatesTooMuch: 'error.sheetInflatesTooMuch',
  sheetInflateRatio: 'error.sheetInflateRatio',
  sheetTooSlow: 'error.sheetTooSlow',
  sheetTooMuchMemory: 'error.sheetTooMuchMemory',
} as const;
export type ErrorKeyValue = (typeof ErrorKey)[keyof typeof ErrorKey];

export const SuccessKey = {
  ok: 'success.ok',
  loginOk: 'success.login',
  logoutOk: 'success.logout',
  twoFactorRequired: 'success.twoFactorRequired',
  registered: 'success.registered',
  operationSuccessful: 'success.operationSuccessful',
  importDone: 'success.importDone',
  importPartial: 'success.importPartial',
  importSummary: 'success.importSummary',
} as const;
export type SuccessKeyValue = (typeof SuccessKey)[keyof typeof SuccessKey];
