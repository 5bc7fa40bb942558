import { MONITOR_HEARTBEAT_MS } from '@mall/shared';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** How often the monitoring pages ask again: once per heartbeat of the instances. */
export const REFRESH_MS = MONITOR_HEARTBEAT_MS;
/** The most samples a chart over time keeps (five minutes at one sample per heartbeat). */
export const HISTORY_SIZE = 60;

/**
 * A query asked again every REFRESH_MS while the page is visible and not paused by the user: a hidden
 * tab asks nothing (the interval does not run in the background) and asks once on its return.
 */
export function useLiveQuery<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>) {
  const [paused, setPaused] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    refetchInterval: paused ? false : REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: !paused,
  });
  return { query, paused, setPaused };
}

/** Appends each entry whose stamp is new for its key, keeping the last HISTORY_SIZE values per key. */
export function appendHistory<T>(
  history: ReadonlyMap<string, readonly { stamp: string; value: T }[]>,
  entries: readonly { key: string; stamp: string; value: T }[],
): Map<string, { stamp: string; value: T }[]> {
  const next = new Map([...history].map(([key, samples]) => [key, [...samples]]));
  for (const { key, stamp, value } of entries) {
    const samples = next.get(key) ?? [];
    next.set(key, samples);
    if (samples.some((sample) => sample.stamp === stamp)) continue;
    samples.push({ stamp, value });
    if (samples.length > HISTORY_SIZE) samples.shift();
  }
  return next;
}

/**
 * The last HISTORY_SIZE distinct values of each key (an instance id), one taken per new `stamp`: the
 * samples a chart over time draws, kept for as long as the page is open. New entries are taken while
 * rendering (React's pattern for state derived from changing props), so the charts never lag a render.
 */
export function useHistory<T>(
  entries: readonly { key: string; stamp: string; value: T }[],
): Map<string, T[]> {
  const signature = entries.map((entry) => `${entry.key}@${entry.stamp}`).join('|');
  const [state, setState] = useState(() => ({ signature, history: appendHistory<T>(new Map(), entries) }));
  let { history } = state;
  if (state.signature !== signature) {
    history = appendHistory(history, entries);
    setState({ signature, history });
  }
  return new Map([...history].map(([key, samples]) => [key, samples.map((sample) => sample.value)]));
}
