/**
 * Every module's tables, for tests that set up or check rows of a module other than their own (product
 * code reaches another module's tables only through that module's queries.ts or service.ts).
 */
export * from '../modules/account/schema';
export * from '../modules/announcement/schema';
export * from '../modules/auth/schema';
export * from '../modules/cart/schema';
export * from '../modules/catalogue/schema';
export * from '../modules/category/schema';
export * from '../modules/demand/schema';
export * from '../modules/depart/schema';
export * from '../modules/dict/schema';
export * from '../modules/file/schema';
export * from '../modules/message-template/schema';
export * from '../modules/permission/schema';
export * from '../modules/position/schema';
export * from '../modules/role/schema';
export * from '../modules/sms/schema';
export * from '../modules/tenant/schema';
export * from '../modules/user/schema';
export * from '../modules/sso/schema';
export * from '../modules/sys-log/schema';
