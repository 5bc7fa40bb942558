import type { LocalizedText } from '@mall/shared';

/** The online reports' and data sources' answers. */
export const reportMessages = {
  'report.codeTaken': { zh: '报表编码已存在', en: 'This report code is already in use' },
  'report.sql.syntax': { zh: 'SQL 无法解析', en: 'The SQL cannot be parsed' },
  'report.sql.oneStatement': {
    zh: '报表只能包含一条 SQL 语句',
    en: 'A report holds exactly one SQL statement',
  },
  'report.sql.notQuery': { zh: '报表只能是查询语句（SELECT）', en: 'A report can only be a query (SELECT)' },
  'report.sql.locking': {
    zh: '报表不能锁定数据行（FOR UPDATE/SHARE）',
    en: 'A report cannot lock rows (FOR UPDATE/SHARE)',
  },
  'report.sql.function': {
    zh: '报表调用了不允许的函数',
    en: 'The report calls a function that reports may not use',
  },
  'report.sql.table': {
    zh: '报表只能查询 report 视图（positions、roles、departs、users）',
    en: 'A report may read only the report views (positions, roles, departs, users)',
  },
  'report.sql.parameter': {
    zh: '参数请写作 ${name} 或 :name',
    en: 'Write parameters as ${name} or :name',
  },
  'report.sql.embedded': {
    zh: '内置数据库（PGlite）无法中止查询，报表不能使用 WITH RECURSIVE、lpad、rpad、replace、power 或 ^；请改用 PostgreSQL',
    en: 'The embedded database (PGlite) cannot stop a query: reports may not use WITH RECURSIVE, lpad, rpad, replace, power or ^ there; use PostgreSQL',
  },
  'report.embeddedLimit': {
    zh: '内置数据库（PGlite）无法中止查询，该报表组合的数据行过多，不予运行；请缩小查询或改用 PostgreSQL',
    en: 'The embedded database (PGlite) cannot stop a query, and this report combines too many rows to run there; narrow it or use PostgreSQL',
  },
  'report.unknownField': {
    zh: '查询条件或排序字段不属于该报表',
    en: 'A query field or sort column is not one of the report’s columns',
  },
  'report.timeout': { zh: '报表查询超时', en: 'The report took too long to run' },
  'report.failed': {
    zh: '报表查询失败，请检查查询条件',
    en: 'The report could not run; check the query values',
  },
  'dataSource.codeTaken': { zh: '数据源编码已存在', en: 'This data source code is already in use' },
  'dataSource.unknown': { zh: '数据源不存在', en: 'No such data source' },
  'dataSource.urlInvalid': {
    zh: '地址格式应为 postgres://主机:端口/数据库',
    en: 'The URL must look like postgres://host:port/database',
  },
  'dataSource.hostNotAllowed': {
    zh: '主机 {host} 不在允许的数据源主机列表中',
    en: 'The host {host} is not on the allowed data source hosts',
  },
  'dataSource.mainDatabase': {
    zh: '数据源不能指向系统主数据库，请在在线报表中使用报表视图',
    en: 'A data source cannot name the system’s main database; reports read it through the report views',
  },
  'dataSource.noKey': {
    zh: '服务器未配置数据源密钥（DATA_SOURCE_KEY），无法保存密码',
    en: 'The server has no data source key (DATA_SOURCE_KEY): passwords cannot be stored',
  },
  'dataSource.keyChanged': {
    zh: '数据源密码无法解密，请重新输入密码',
    en: 'The stored password cannot be decrypted; enter it again',
  },
  'dataSource.passwordAgain': {
    zh: '数据源地址已更改，请重新输入密码',
    en: 'The data source’s address changed: enter its password again',
  },
  'dataSource.connectFailed': { zh: '数据源连接失败', en: 'Could not connect to the data source' },
} satisfies Record<`report.${string}` | `dataSource.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof reportMessages, LocalizedText> {}
}
