/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4) for tests: prom-client has no
 * parser, so this checks each line against the format's grammar and throws on the first deviation.
 * Rules checked: HELP and TYPE lines name valid metrics; TYPE is given once per family, before its
 * samples; a family's samples are contiguous; metric and label names, label value escapes and values
 * (floats, NaN, ±Inf) are well-formed; no label repeats; a histogram's buckets carry `le`, are
 * cumulative, end with +Inf and match `_count`.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  name: string;
  type: string;
  help: string | undefined;
  samples: Sample[];
}

const METRIC = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
// NaN is read as Prometheus reads it, in any letter case (prom-client writes a value without samples as 'Nan').
const VALUE = '(?:[+-]?(?:\\d+\\.?\\d*(?:[eE][+-]?\\d+)?|\\.\\d+(?:[eE][+-]?\\d+)?)|[Nn][Aa][Nn]|[+-]?Inf)';
const LABEL_PAIR = `(${LABEL})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
const SAMPLE = new RegExp(
  `^(${METRIC})(?:\\{((?:${LABEL_PAIR},)*(?:${LABEL_PAIR})?)\\})? (${VALUE})(?: (-?\\d+))?$`,
);
const HELP = new RegExp(`^# HELP (${METRIC})(?: (.*))?$`);
const TYPE = new RegExp(`^# TYPE (${METRIC}) (counter|gauge|histogram|summary|untyped)$`);
const PAIR = new RegExp(LABEL_PAIR, 'g');
const TYPES_WITH_SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function parseValue(text: string): number {
  if (text.toLowerCase() === 'nan') return Number.NaN;
  if (/^[+]?Inf$/.test(text)) return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  return Number(text);
}

function familyOf(sampleName: string, families: Map<string, Family>): Family | undefined {
  const direct = families.get(sampleName);
  if (direct) return direct;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sampleName.endsWith(suffix)) continue;
    const family = families.get(sampleName.slice(0, -suffix.length));
    if (family && TYPES_WITH_SUFFIXES[family.type]?.includes(suffix)) return family;
  }
  return undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  const finished = new Set<string>();
  let current: string | undefined;
  const lines = text.slice(0, -1).split('\n');
  for (const [index, line] of lines.entries()) {
    const where = `line ${index + 1}: ${line}`;
    if (line === '') continue;
    if (line.startsWith('#')) {
      const help = HELP.exec(line);
      const type = TYPE.exec(line);
      const name = help?.[1] ?? type?.[1];
      if (!name) {
        if (/^# (HELP|TYPE)\b/.test(line)) throw new Error(`malformed ${where}`);
        continue;
      }
      if (finished.has(name) && current !== name) throw new Error(`family declared again, ${where}`);
      const family = families.get(name) ?? { name, type: 'untyped', help: undefined, samples: [] };
      if (type) {
        if (families.get(name)?.type && families.get(name)?.type !== 'untyped')
          throw new Error(`second TYPE, ${where}`);
        if (family.samples.length > 0) throw new Error(`TYPE after samples, ${where}`);
        family.type = type[2] as string;
      }
      if (help) family.help = help[2] ?? '';
      families.set(name, family);
      if (current && current !== name) finished.add(current);
      current = name;
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`malformed sample, ${where}`);
    const name = match[1] as string;
    const family = familyOf(name, families);
    if (!family) throw new Error(`sample without a TYPE, ${where}`);
    if (family.name !== current) throw new Error(`samples of ${family.name} are not contiguous, ${where}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(PAIR)) {
      const label = pair[1] as string;
      if (label in labels) throw new Error(`label ${label} repeated, ${where}`);
      labels[label] = (pair[2] as string).replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    const value = parseValue(match[match.length - 2] as string);
    family.samples.push({ name, labels, value });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(rest);
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push([parseValue(le), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
  }
  for (const [key, { buckets, count }] of series) {
    const last = buckets.at(-1);
    if (!last || last[0] !== Number.POSITIVE_INFINITY)
      throw new Error(`${family.name}${key}: no +Inf bucket`);
    for (let i = 1; i < buckets.length; i += 1) {
      const [previousLe, previousCount] = buckets[i - 1] as [number, number];
      const [le, value] = buckets[i] as [number, number];
      if (le <= previousLe || value < previousCount)
        throw new Error(`${family.name}${key}: buckets not cumulative`);
    }
    if (count !== last[1]) throw new Error(`${family.name}${key}: +Inf bucket differs from _count`);
  }
}
