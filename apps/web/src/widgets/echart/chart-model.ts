/** One chart: its echarts option, and the same numbers as rows of a table for screen readers. */
export interface ChartModel {
  option: Record<string, unknown>;
  columns: [string, string];
  rows: [string, string][];
}
