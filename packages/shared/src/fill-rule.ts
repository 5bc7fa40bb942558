import { z } from 'zod';
import { defineEntity, type DictOptions } from './admin-entity';
import { Permission } from './permissions';

/**
 * Fill rules: a named generator of values a form fills in (an order number, a code). A rule names its
 * generator by a key of the registry below, never a class the client chose, with the generator's
 * parameters as JSON; each call of executeRuleByCode answers the next value, unique under concurrency.
 */
export const FILL_RULE_CODE_MAX_LENGTH = 64;
export const FILL_RULE_NAME_MAX_LENGTH = 100;
export const FILL_RULE_PARAMS_MAX_LENGTH = 2000;
/** Letters, digits, _ and - only, so that a code can travel in URLs unchanged. */
export const FILL_RULE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The generators written in code, by the key a rule names, with what each makes. */
export const FILL_RULE_CLASSES = {
  serialNumber: {
    zh: '前缀 + 日期 + 流水号',
    en: 'Prefix, date and counter',
  },
} as const satisfies DictOptions;
export type FillRuleClass = keyof typeof FILL_RULE_CLASSES;
export const FILL_RULE_CLASS_NAMES = Object.keys(FILL_RULE_CLASSES) as [FillRuleClass, ...FillRuleClass[]];

/** The date part of a serial number (UTC); '' leaves the date out. */
export const FILL_RULE_DATE_PATTERNS = ['', 'yyyy', 'yyyyMM', 'yyyyMMdd', 'yyMMdd'] as const;
/** When a serial number's counter starts again at 1; 'none': never. */
export const FILL_RULE_PERIODS = ['day', 'month', 'year', 'none'] as const;
export type FillRulePeriod = (typeof FILL_RULE_PERIODS)[number];

/** serialNumber: prefix + date + separator + the period's counter padded with zeros to `width`. */
export const serialNumberParamsSchema = z.strictObject({
  prefix: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  datePattern: z.enum(FILL_RULE_DATE_PATTERNS).default('yyyyMMdd'),
  separator: z
    .string()
    .max(3)
    .regex(/^[-_/.]*$/)
    .default(''),
  width: z.number().int().min(1).max(12).default(4),
  period: z.enum(FILL_RULE_PERIODS).default('day'),
});
export type SerialNumberParams = z.output<typeof serialNumberParamsSchema>;

/** The parameters each generator takes. */
export const FILL_RULE_PARAMS: Record<FillRuleClass, z.ZodType> = {
  serialNumber: serialNumberParamsSchema,
};

/** The rule that numbers demand orders: D<yyyyMMdd>-<6 digits>; absent, orders take the built-in number. */
export const DEMAND_ORDER_NO_RULE = 'demand_order_no';

const idSchema = z.string().min(1).max(64);

export const fillRuleRecordSchema = z.object({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleClass: z.string(),
  ruleClass_dictText: z.string(),
  ruleParams: z.string(),
  createTime: z.string(),
  version: z.number().int(),
});
export type FillRuleRecord = z.infer<typeof fillRuleRecordSchema>;

const fillRuleFields = {
  ruleName: z.string().trim().min(1).max(FILL_RULE_NAME_MAX_LENGTH),
  ruleCode: z.string().trim().min(1).max(FILL_RULE_CODE_MAX_LENGTH).regex(FILL_RULE_CODE_PATTERN),
  ruleClass: z.enum(FILL_RULE_CLASS_NAMES),
  /** The generator's parameters as a JSON object, checked against the generator's own schema. */
  ruleParams: z.string().trim().max(FILL_RULE_PARAMS_MAX_LENGTH).default('{}'),
};

/** ruleParams against the parameters of ruleClass: an issue names `ruleParams` and the parameter. */
function checkParams(value: { ruleClass: FillRuleClass; ruleParams: string }, ctx: z.RefinementCtx) {
  let params: unknown;
  try {
    params = JSON.parse(value.ruleParams || '{}');
  } catch {
    ctx.addIssue({ code: 'custom', path: ['ruleParams'], message: 'not JSON' });
    return;
  }
  const parsed = FILL_RULE_PARAMS[value.ruleClass].safeParse(params);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: ['ruleParams', ...issue.path], message: issue.message });
  }
}

/** The parameters of a stored rule (validated when written), defaults filled in. */
export function fillRuleParamsOf(ruleClass: FillRuleClass, ruleParams: string): unknown {
  return FILL_RULE_PARAMS[ruleClass].parse(JSON.parse(ruleParams || '{}'));
}

/** POST /sys/fillRule/add. */
export const fillRuleAddSchema = z.strictObject(fillRuleFields).superRefine(checkParams);
export type FillRuleAddRequest = z.input<typeof fillRuleAddSchema>;

/** PUT /sys/fillRule/edit: against the version the form read. */
export const fillRuleEditSchema = z
  .strictObject({ ...fillRuleFields, id: idSchema, version: z.number().int().min(0) })
  .superRefine(checkParams);
export type FillRuleEditRequest = z.input<typeof fillRuleEditSchema>;

/** PUT (or GET) /sys/fillRule/executeRuleByCode/{ruleCode}: the form's values may come along (unused). */
export const fillRuleExecuteParamsSchema = z.object({
  ruleCode: z.string().min(1).max(FILL_RULE_CODE_MAX_LENGTH).regex(FILL_RULE_CODE_PATTERN),
});
export const fillRuleExecuteBodySchema = z.record(z.string().max(100), z.unknown()).optional();

/** The fill rules of a tenant on the admin kit. */
export const fillRuleEntity = defineEntity({
  name: 'fillRule',
  basePath: '/sys/fillRule',
  access: {
    list: Permission.fillRuleList,
    add: Permission.fillRuleAdd,
    edit: Permission.fillRuleEdit,
    delete: Permission.fillRuleDelete,
    export: Permission.fillRuleList,
  },
  record: fillRuleRecordSchema,
  add: fillRuleAddSchema,
  edit: fillRuleEditSchema,
  versioned: true,
  unique: ['ruleCode'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '填值规则', en: 'Fill rules' },
  fields: {
    ruleName: {
      title: { zh: '规则名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: FILL_RULE_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 24,
    },
    ruleCode: {
      title: { zh: '规则编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: FILL_RULE_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 20,
    },
    ruleClass: {
      title: { zh: '规则实现', en: 'Generator' },
      type: 'dict',
      options: FILL_RULE_CLASSES,
      filter: 'eq',
      exportWidth: 24,
    },
    ruleParams: { title: { zh: '规则参数', en: 'Parameters' }, type: 'text', exportWidth: 40 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
