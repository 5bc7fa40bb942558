import type { FormInstance } from 'antd';
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
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
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
