/** A table-button click closer than this to the one before is refused. */
export const CLICK_DEBOUNCE_MS = 300;
/** Inserting a row again within this time of the last insert does nothing. */
export const INSERT_THROTTLE_MS = 1500;

/** False when this click follows the last click (refused or not) by less than `intervalMs`. */
export function createClickDebounce(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    const allowed = time - last >= intervalMs;
    last = time;
    return allowed;
  };
}

/** False when this call follows the last allowed one by less than `intervalMs`. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
