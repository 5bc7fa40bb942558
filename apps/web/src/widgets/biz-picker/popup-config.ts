import type { PopupRecord } from '@mall/shared';

/** What the popup input is configured with: the source, and which record fields fill which form fields. */
export interface PopupConfig {
  code?: string | undefined;
  /** Comma-separated record fields, read from the chosen records. */
  orgFields?: string | undefined;
  /** Comma-separated form fields, one per record field, in the same order. */
  destFields?: string | undefined;
}

export type PopupConfigError = 'configError' | 'configMismatch';

const fieldsOf = (list: string) =>
  list
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);

/**
 * The configuration's fault, if any: code, orgFields and destFields are required ('configError'), and the
 * two field lists must name as many fields each ('configMismatch').
 */
export function popupConfigError(config: PopupConfig): PopupConfigError | null {
  if (!config.code || !config.orgFields?.trim() || !config.destFields?.trim()) return 'configError';
  if (fieldsOf(config.orgFields).length !== fieldsOf(config.destFields).length) return 'configMismatch';
  return null;
}

/**
 * The form values the chosen records give: each target field gets its record field's value; with several
 * records, their values comma-joined.
 */
export function destValuesOf(
  records: readonly PopupRecord[],
  orgFields: string,
  destFields: string,
): Record<string, string> {
  const origins = fieldsOf(orgFields);
  return Object.fromEntries(
    fieldsOf(destFields).map((dest, index) => {
      const origin = origins[index] ?? '';
      return [dest, records.map((record) => String(record[origin] ?? '')).join(',')];
    }),
  );
}
