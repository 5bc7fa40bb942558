/** localStorage under one namespace prefix, with an optional expiry per key. */
export const STORAGE_PREFIX = 'mall__';

interface StoredValue<T> {
  value: T;
  /** Epoch milliseconds after which the value reads as absent; null = never expires. */
  expire: number | null;
}

function fullKey(key: string): string {
  return `${STORAGE_PREFIX}${key}`;
}

function isStoredValue(raw: unknown): raw is StoredValue<unknown> {
  return typeof raw === 'object' && raw !== null && 'value' in raw && 'expire' in raw;
}

export const storage = {
  /** Stores `value`; with `ttlMs` it expires that many milliseconds from now. */
  set<T>(key: string, value: T, ttlMs?: number): void {
    const stored: StoredValue<T> = { value, expire: ttlMs === undefined ? null : Date.now() + ttlMs };
    localStorage.setItem(fullKey(key), JSON.stringify(stored));
  },

  /** The stored value, or null when absent, unreadable or expired (an expired value is removed). */
  get<T>(key: string): T | null {
    const raw = localStorage.getItem(fullKey(key));
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!isStoredValue(parsed)) throw new Error('not a stored value');
      if (parsed.expire !== null && parsed.expire <= Date.now()) {
        localStorage.removeItem(fullKey(key));
        return null;
      }
      return parsed.value as T;
    } catch {
      localStorage.removeItem(fullKey(key));
      return null;
    }
  },

  remove(key: string): void {
    localStorage.removeItem(fullKey(key));
  },
};
