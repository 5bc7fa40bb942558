import type { FormInstance } from 'antd';
import { errorMessageOf } from './error-message';
import { feedback } from './feedback';
import { isHttpError } from './http-error';

/**
 * Shows the server's field errors (`errors: [{ field, message }]` of a 400 answer) on the antd form's
 * fields. A dotted field ("roleIds.0") names a nested path. Answers true when at least one error landed on
 * a field of the form; false leaves the error to the caller (e.g. a notification).
 */
export function applyFieldErrors(
  form: Pick<FormInstance, 'getFieldsValue' | 'setFields'>,
  error: unknown,
): boolean {
  if (!isHttpError(error) || error.errors.length === 0) return false;
  // The form's registered fields (an untouched one holds no value yet) and any value it holds.
  const known = new Set([
    ...Object.keys(form.getFieldsValue() as Record<string, unknown>),
    ...Object.keys(form.getFieldsValue(true) as Record<string, unknown>),
  ]);
  const byField = new Map<string, string[]>();
  error.errors.forEach(({ field, message }) => {
    const name = field.split('.')[0] ?? field;
    if (!known.has(name)) return;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  });
  if (byField.size === 0) return false;
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return true;
}

/**
 * A refused submit, shown on its form: the server's field errors on their fields; else the failure's
 * message on `field` when one is named, else as a message unless the HTTP client has shown it already.
 */
export function showFormError(
  form: Pick<FormInstance, 'getFieldsValue' | 'setFields'>,
  error: unknown,
  field?: string,
): void {
  if (applyFieldErrors(form, error)) return;
  if (field) form.setFields([{ name: field, errors: [errorMessageOf(error)] }]);
  else if (!(isHttpError(error) && error.reported)) feedback().message.error(errorMessageOf(error));
}
