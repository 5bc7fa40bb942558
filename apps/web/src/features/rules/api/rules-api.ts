import {
  checkRuleEntity,
  fillRuleEntity,
  type CheckRuleAddRequest,
  type CheckRuleEditRequest,
  type CheckRuleRecord,
  type FillRuleAddRequest,
  type FillRuleEditRequest,
  type FillRuleRecord,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/checkRule on the kit. */
export const checkRuleApi = createCrudApi<CheckRuleRecord, CheckRuleAddRequest, CheckRuleEditRequest>(
  checkRuleEntity.basePath,
);

/** /sys/fillRule on the kit, and the next value of a rule. */
export const fillRuleApi = createCrudApi<FillRuleRecord, FillRuleAddRequest, FillRuleEditRequest>(
  fillRuleEntity.basePath,
);

export const fillRuleActions = {
  /** The rule's next value (its counter moves on), with the form's values as JeecgBoot sends them. */
  execute: (ruleCode: string, formData: Record<string, unknown> = {}) =>
    http.put<string>(
      `${fillRuleEntity.basePath}/executeRuleByCode/${encodeURIComponent(ruleCode)}`,
      formData,
    ),
};
