import type { DuplicateCheckQuery } from '@mall/shared';
import { http } from '../../lib/http';
import { isHttpError } from '../../lib/http-error';

/** The answer's key for a value another row holds. */
const TAKEN = 'duplicate.taken';

export interface DuplicateRule {
  tableName: DuplicateCheckQuery['tableName'];
  fieldName: DuplicateCheckQuery['fieldName'];
  /** The row being edited (its own value is not a duplicate); undefined when creating. */
  dataId?: string | undefined;
}

/**
 * An antd form validator asking GET /sys/duplicate/check whether the value is free. A taken value
 * fails with the server's message; an empty value passes (required-ness is another rule's job); a
 * failed check (network, server) lets the value through, since the save itself checks again.
 */
export function duplicateValidator(rule: DuplicateRule) {
  return async (_: unknown, value: unknown): Promise<void> => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return;
    try {
      await http.get(
        '/sys/duplicate/check',
        { tableName: rule.tableName, fieldName: rule.fieldName, fieldVal: text, dataId: rule.dataId },
        { silent: true },
      );
    } catch (error) {
      if (isHttpError(error) && error.i18nKey === TAKEN) throw new Error(error.message, { cause: error });
    }
  };
}
