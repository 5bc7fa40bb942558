import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Pictures uploaded here are shown from the chosen file itself (a private folder has no public address);
 * others from `fallback`. The local addresses are released when the widget goes.
 */
export function useLocalPreviews(fallback: (path: string) => string) {
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const made = useRef<string[]>([]);
  useEffect(
    () => () => {
      made.current.forEach((url) => URL.revokeObjectURL(url));
      made.current = [];
    },
    [],
  );
  const remember = useCallback((entries: readonly { path: string; source: File }[]) => {
    if (typeof URL.createObjectURL !== 'function') return;
    const added = entries.map(({ path, source }) => [path, URL.createObjectURL(source)] as const);
    made.current.push(...added.map(([, url]) => url));
    setPreviews((current) => new Map([...current, ...added]));
  }, []);
  const urlOf = useCallback((path: string) => previews.get(path) ?? fallback(path), [previews, fallback]);
  return { urlOf, remember };
}
