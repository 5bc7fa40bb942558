import type { ChartModel } from '../../widgets/echart/chart-model';

const grid = { left: 8, right: 24, top: 32, bottom: 8, containLabel: true };

export interface Series {
  name: string;
  values: number[];
}

/**
 * Lines over time (one per series, sharing the sample times); the screen-reader table lists each
 * series' latest value, formatted by `format`.
 */
export function lineModel(
  times: string[],
  series: Series[],
  columns: [string, string],
  format: (value: number) => string = String,
  axisFormat?: (value: number) => string,
): ChartModel {
  return {
    option: {
      grid,
      animation: false,
      tooltip: { trigger: 'axis', ...(axisFormat ? { valueFormatter: axisFormat } : {}) },
      legend: { top: 0 },
      xAxis: { type: 'category', boundaryGap: false, data: times },
      yAxis: { type: 'value', axisLabel: axisFormat ? { formatter: axisFormat } : {} },
      series: series.map((entry) => ({
        type: 'line',
        name: entry.name,
        showSymbol: false,
        data: entry.values,
      })),
    },
    columns,
    rows: series.map((entry) => [
      entry.name,
      entry.values.length ? format(entry.values.at(-1) as number) : '—',
    ]),
  };
}

/** Bars of percentages 0..100 by name (a disk's use per mount). */
export function percentBarModel(names: string[], percents: number[], columns: [string, string]): ChartModel {
  return {
    option: {
      grid,
      animation: false,
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value}%` },
      xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: {
        type: 'category',
        data: names,
        inverse: true,
        axisLabel: { width: 120, overflow: 'truncate' },
      },
      series: [{ type: 'bar', name: columns[1], data: percents }],
    },
    columns,
    rows: names.map((name, index) => [name, `${percents[index] ?? 0}%`]),
  };
}

/** Slices of a whole (answers by status class). */
export function pieModel(entries: { name: string; value: number }[], columns: [string, string]): ChartModel {
  return {
    option: {
      animation: false,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['35%', '62%'],
          center: ['50%', '44%'],
          label: { show: false },
          data: entries.filter((entry) => entry.value > 0),
        },
      ],
    },
    columns,
    rows: entries.map((entry) => [entry.name, String(entry.value)]),
  };
}
