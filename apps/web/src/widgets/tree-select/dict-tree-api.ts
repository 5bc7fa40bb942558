import type { DictTreeNode } from '@mall/shared';
import { http } from '../../lib/http';

/** Which tree and which of its fields: `dict` is "tableName,textField,codeField" as the server registers them. */
export interface DictTreeSource {
  dict: string;
  pidField?: string | undefined;
  hasChildField?: string | undefined;
  /** A JSON object string narrowing the first level (fields the server whitelists). */
  condition?: string | undefined;
}

/**
 * A tree select's `condition` must be a JSON object string. Answers the parsed object, `undefined` when there
 * is none, or `null` when it is not a JSON object (the widget then refuses to load).
 */
export function parseCondition(condition: string | undefined): Record<string, unknown> | undefined | null {
  if (condition === undefined || condition.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** GET /sys/dict/loadTreeData: one level of a server-registered tree (the roots when `pid` is absent). */
export function loadDictTreeLevel(
  source: DictTreeSource,
  pid: string | undefined,
  signal?: AbortSignal,
): Promise<DictTreeNode[]> {
  const [tableName = '', text, code] = source.dict.split(',').map((part) => part.trim());
  const params: Record<string, string> = { tableName };
  if (text) params.text = text;
  if (code) params.code = code;
  if (pid) params.pid = pid;
  if (source.pidField) params.pidField = source.pidField;
  if (source.hasChildField) params.hasChildField = source.hasChildField;
  // Only the first level is narrowed, as the condition names the roots wanted.
  if (!pid && source.condition?.trim()) params.condition = source.condition;
  return http.get<DictTreeNode[]>('/sys/dict/loadTreeData', params, { signal });
}
