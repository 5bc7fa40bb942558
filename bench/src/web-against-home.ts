import type { FirstLoad } from './web-first-load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The admin pages beside the mall pages, against the mall home of the same run: each page's first-open
 * time and first-load JavaScript as a ratio of the home's, and the time above the home's.
 */
export function formatAgainstHome(
  loads: FirstLoad[],
  homeName: string,
  mallPages: ReadonlySet<string>,
  adminPages: ReadonlySet<string>,
): string {
  const home = loads.find((load) => load.name === homeName);
  if (!home || home.openMs <= 0 || home.gzipBytes <= 0)
    return '\nweb: no mall home measurement to compare with';
  const line = (load: FirstLoad) =>
    `  ${load.name.padEnd(16)} ${String(load.openMs).padStart(6)} ms  x${(load.openMs / home.openMs).toFixed(2)}` +
    `  (+${load.openMs - home.openMs} ms)   ${kb(load.gzipBytes).padStart(9)}  x${(load.gzipBytes / home.gzipBytes).toFixed(2)}`;
  const section = (title: string, names: ReadonlySet<string>) => [
    title,
    ...loads.filter((load) => names.has(load.name)).map(line),
  ];
  return [
    '\nweb first open against the mall home (time, ratio, above the home; gzipped JS, ratio):',
    ...section(' mall pages', mallPages),
    ...section(' admin pages', adminPages),
  ].join('\n');
}
