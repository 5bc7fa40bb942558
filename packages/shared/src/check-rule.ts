import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';

/**
 * Check rules: a named, ordered list of pattern checks a value must pass (a form field, an editable table
 * cell). Each step tests either the whole value (`digits` '*') or the next N characters of it (a cursor
 * advances over numeric steps only); the first failing step's message is the answer.
 */
export const CHECK_RULE_CODE_MAX_LENGTH = 64;
export const CHECK_RULE_NAME_MAX_LENGTH = 100;
export const CHECK_RULE_STEPS_MAX = 20;
export const CHECK_RULE_PATTERN_MAX_LENGTH = 500;
/** The longest value checkByCode accepts. */
export const CHECK_RULE_VALUE_MAX_LENGTH = 2000;
/** Letters, digits, _ and - only, so that a code can travel in URLs unchanged. */
export const CHECK_RULE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const isRegExp = (pattern: string) => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

/** One step of a rule: how many characters it tests ('*': the whole value), the pattern and its message. */
export const checkRuleStepSchema = z.strictObject({
  digits: z.union([z.literal('*'), z.string().regex(/^[1-9][0-9]{0,2}$/)]),
  pattern: z
    .string()
    .min(1)
    .max(CHECK_RULE_PATTERN_MAX_LENGTH)
    .refine(isRegExp, { message: 'not a regular expression' }),
  message: z.string().trim().min(1).max(200),
});
export type CheckRuleStep = z.infer<typeof checkRuleStepSchema>;

/** ruleJson as stored and sent: a JSON array of steps, in order. */
export const checkRuleJsonSchema = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(checkRuleStepSchema).min(1).max(CHECK_RULE_STEPS_MAX))
  .transform((steps) => JSON.stringify(steps));

const idSchema = z.string().min(1).max(64);

export const checkRuleRecordSchema = z.object({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleJson: z.string(),
  ruleDescription: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type CheckRuleRecord = z.infer<typeof checkRuleRecordSchema>;

const checkRuleFields = {
  ruleName: z.string().trim().min(1).max(CHECK_RULE_NAME_MAX_LENGTH),
  ruleCode: z.string().trim().min(1).max(CHECK_RULE_CODE_MAX_LENGTH).regex(CHECK_RULE_CODE_PATTERN),
  ruleJson: checkRuleJsonSchema,
  ruleDescription: z.string().trim().max(500).nullable().default(null),
};

/** POST /sys/checkRule/add. */
export const checkRuleAddSchema = z.strictObject(checkRuleFields);
export type CheckRuleAddRequest = z.input<typeof checkRuleAddSchema>;

/** PUT /sys/checkRule/edit: against the version the form read. */
export const checkRuleEditSchema = z.strictObject({
  ...checkRuleFields,
  id: idSchema,
  version: z.number().int().min(0),
});
export type CheckRuleEditRequest = z.input<typeof checkRuleEditSchema>;

/** The rules declared in code, which every tenant has; a tenant's own rules take any other code. */
export const CHECK_RULE_CODES = ['mobile', 'email', 'username', 'password', 'positionCode'] as const;
export type CheckRuleCode = (typeof CHECK_RULE_CODES)[number];

/** GET /sys/checkRule/checkByCode?ruleCode&value (the value URL-encoded by the form). */
export const checkRuleQuerySchema = z.object({
  ruleCode: z.string().min(1).max(CHECK_RULE_CODE_MAX_LENGTH),
  value: z.string().max(CHECK_RULE_VALUE_MAX_LENGTH),
  _t: z.string().optional(),
});
export type CheckRuleQuery = z.input<typeof checkRuleQuerySchema>;

/** The first failing step of a check, with the part of the value it tested. */
export const checkRuleFailureSchema = z.object({
  digits: z.string(),
  pattern: z.string(),
  message: z.string(),
  beginIndex: z.number().int(),
  endIndex: z.number().int(),
  checkValue: z.string(),
  passed: z.literal(false),
});
export type CheckRuleFailure = z.infer<typeof checkRuleFailureSchema>;

/** The check rules of a tenant on the admin kit. */
export const checkRuleEntity = defineEntity({
  name: 'checkRule',
  basePath: '/sys/checkRule',
  access: {
    list: Permission.checkRuleList,
    add: Permission.checkRuleAdd,
    edit: Permission.checkRuleEdit,
    delete: Permission.checkRuleDelete,
    export: Permission.checkRuleList,
  },
  record: checkRuleRecordSchema,
  add: checkRuleAddSchema,
  edit: checkRuleEditSchema,
  versioned: true,
  unique: ['ruleCode'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '编码校验规则', en: 'Check rules' },
  fields: {
    ruleName: {
      title: { zh: '规则名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: CHECK_RULE_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 24,
    },
    ruleCode: {
      title: { zh: '规则编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: CHECK_RULE_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 20,
    },
    ruleJson: { title: { zh: '规则内容', en: 'Steps' }, type: 'text', exportWidth: 60 },
    ruleDescription: { title: { zh: '规则描述', en: 'Description' }, type: 'text', exportWidth: 30 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
