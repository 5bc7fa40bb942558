/** The statuses of one upload: it starts uploading, then ends done or in error (an error is removed). */
export type UploadStatus = 'uploading' | 'done' | 'error';

/** One file of an upload widget, while it uploads and once it is stored. */
export interface UploadItem {
  uid: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  percent: number;
  /** The stored path the server answered (done uploads only). */
  path?: string;
  /** Why it failed (error uploads only). */
  message?: string;
}

/** A stored file as the widgets report it. */
export interface UploadedFile {
  path: string;
  name: string;
}

/** The length a file name is cut to in a table cell (an ellipsis follows). */
export const CELL_NAME_LENGTH = 5;
/** The upload defaults: the purpose (`biz`) and the root folder (`rootPath`). */
export const DEFAULT_UPLOAD_BIZ = 'temp';
export const DEFAULT_ROOT_PATH = 'upload';
/** The width of the file popup. */
export const FILE_POPUP_WIDTH = 520;

/** Whether the browser says the file is an image (image uploads take nothing else). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** With a number limit, only the last `limit` files are kept; none (or 0) keeps them all. */
export function keepLast<T>(list: readonly T[], limit: number | undefined): T[] {
  if (!limit || limit <= 0 || list.length <= limit) return [...list];
  return list.slice(list.length - limit);
}

/** Whether every upload of the list has ended done (the list is reported only then). */
export function allDone(items: readonly UploadItem[]): boolean {
  return items.every((item) => item.status === 'done');
}

/** The failure of a move: up from the first item, down from the last. */
export type MoveRefusal = 'unknownOperation' | 'alreadyAtEnd';

/**
 * Moves the item at `index` one place up or down. The first item cannot go up ('unknown operation'), the
 * last cannot go down ('already at the end').
 */
export function moveItem<T>(
  list: readonly T[],
  index: number,
  direction: 'up' | 'down',
): { list: T[] } | { refused: MoveRefusal } {
  if (direction === 'up' && index <= 0) return { refused: 'unknownOperation' };
  if (direction === 'down' && index >= list.length - 1) return { refused: 'alreadyAtEnd' };
  const next = [...list];
  const target = direction === 'up' ? index - 1 : index + 1;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return { list: next };
}

/** A file name as a table cell shows it: the first CELL_NAME_LENGTH characters, then an ellipsis. */
export function shortName(name: string): string {
  const chars = [...name];
  return chars.length > CELL_NAME_LENGTH ? `${chars.slice(0, CELL_NAME_LENGTH).join('')}…` : name;
}

/** The name a stored path shows when the original name is not known: its last segment. */
export function nameOfPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The number limit a column's extra JSON sets (`{"uploadnum": 3}`); none when absent or not valid. */
export function uploadLimitOf(fieldExtendJson: string | undefined): number | undefined {
  if (!fieldExtendJson) return undefined;
  try {
    const parsed: unknown = JSON.parse(fieldExtendJson);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const limit = Number((parsed as Record<string, unknown>).uploadnum);
    return Number.isInteger(limit) && limit > 0 ? limit : undefined;
  } catch {
    return undefined;
  }
}

/** Paths as one cell value (comma separated) and back. */
export function joinPaths(paths: readonly string[]): string {
  return paths.join(',');
}
export function splitPaths(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  return value.split(',').filter(Boolean);
}
