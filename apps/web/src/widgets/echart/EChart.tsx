import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartModel } from './chart-model';
import styles from './EChart.module.css';

// Only the chart types and components the dashboards draw; the pages that chart load this lazily.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

interface EChartProps {
  /** The chart's accessible name. */
  label: string;
  model: ChartModel;
  height?: number;
}

/**
 * One echarts chart that follows its container's size. The canvas is an image named by `label`; the same
 * numbers follow as a visually hidden table for screen readers.
 */
export function EChart({ label, model, height = 280 }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(model.option, { notMerge: true });
  }, [model.option]);

  return (
    <figure className={styles.figure}>
      <div ref={container} role="img" aria-label={label} style={{ height }} data-testid="echart" />
      {/* A table ignores the 1 px box; the wrapper clips it so that it never widens the page. */}
      <div className={styles.hidden}>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{model.columns[0]}</th>
              <th scope="col">{model.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {model.rows.map(([name, value], index) => (
              <tr key={`${name}-${index}`}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
