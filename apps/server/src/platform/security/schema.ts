import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../db/columns';

/** Captcha codes waiting for their sign-in (the PostgreSQL captcha store; Redis keeps them itself). */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    checkKey: text('check_key').primaryKey(),
    /** Lower-case: the comparison ignores case. */
    code: text('code').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('sys_captcha_expires_at_idx').on(table.expiresAt)],
);
