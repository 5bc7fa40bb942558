import type { DashboardAnalysis, LocalizedText } from '@mall/shared';
import type { ChartModel } from '../../widgets/echart/chart-model';

export type { ChartModel };

/** A translation function of the 'dashboard' namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
type Locale = 'zh' | 'en';

const STATUS_KEYS = ['pending', 'completed', 'closed', 'cancelled'] as const;
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The label of a discount bucket: "80–90%", or "≥ 100%" for the last one. */
export function bucketLabel(from: number, to: number | null): string {
  return to === null ? `≥ ${percent(from)}` : `${percent(from)}–${percent(to)}`;
}

const grid = { left: 8, right: 24, top: 24, bottom: 8, containLabel: true };
/** The widest label of a horizontal bar chart's category axis (px); longer names end in an ellipsis. */
const CATEGORY_LABEL_WIDTH = 96;
/** The widest label under a vertical bar (px). */
const BAR_LABEL_WIDTH = 72;

function barModel(
  labels: string[],
  values: number[],
  columns: [string, string],
  horizontal = false,
): ChartModel {
  // Every category keeps its label, cut to a width a phone's chart still has room for (a product name
  // would otherwise take the bars' width); values drop labels that would overlap.
  const category = {
    type: 'category',
    data: labels,
    axisLabel: {
      interval: 0,
      width: horizontal ? CATEGORY_LABEL_WIDTH : BAR_LABEL_WIDTH,
      overflow: 'truncate',
    },
  };
  const value = { type: 'value', minInterval: 1, axisLabel: { hideOverlap: true } };
  return {
    option: {
      grid,
      tooltip: { trigger: 'axis' },
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? { ...category, inverse: true } : value,
      series: [{ type: 'bar', name: columns[1], data: values }],
    },
    columns,
    rows: labels.map((label, index) => [label, String(values[index] ?? 0)]),
  };
}

/** Every chart of the analysis page from the one aggregated answer. */
export function chartModels(data: DashboardAnalysis, t: Translate, locale: Locale) {
  const name = (text: LocalizedText) => text[locale] || text.zh || text.en;
  const perDay = data.ordersPerDay;
  return {
    ordersPerDay: {
      option: {
        grid,
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: perDay.map((d) => d.day.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          {
            type: 'line',
            name: t('series.orders'),
            smooth: true,
            areaStyle: {},
            data: perDay.map((d) => d.count),
          },
        ],
      },
      columns: [t('columns.day'), t('series.orders')],
      rows: perDay.map((d) => [d.day, String(d.count)]),
    } satisfies ChartModel,
    ordersByStatus: ((): ChartModel => {
      const entries = data.ordersByStatus.map((s) => ({
        name: t(`status.${STATUS_KEYS[s.status] ?? 'pending'}`),
        value: s.count,
      }));
      return {
        option: {
          tooltip: { trigger: 'item' },
          // The legend names the slices: labels beside the ring were cut off by a phone's narrow chart.
          legend: { bottom: 0 },
          series: [
            {
              type: 'pie',
              radius: ['35%', '62%'],
              center: ['50%', '44%'],
              label: { show: false },
              labelLine: { show: false },
              data: entries.filter((e) => e.value > 0),
            },
          ],
        },
        columns: [t('columns.status'), t('series.orders')],
        rows: entries.map((e) => [e.name, String(e.value)]),
      };
    })(),
    applications: barModel(
      [t('apply.inReview'), t('apply.approved'), t('apply.rejected')],
      [data.applications.inReview, data.applications.approved, data.applications.rejected],
      [t('columns.outcome'), t('series.applications')],
    ),
    discountDepth: barModel(
      data.discountDepth.map((b) => bucketLabel(b.from, b.to)),
      data.discountDepth.map((b) => b.count),
      [t('columns.ratio'), t('series.orders')],
    ),
    topByQuantity: barModel(
      data.topProductsByQuantity.map((p) => name(p.productName)),
      data.topProductsByQuantity.map((p) => p.quantity),
      [t('columns.product'), t('series.quantity')],
      true,
    ),
    topByAmount: barModel(
      data.topProductsByAmount.map((p) => `${name(p.productName)} (${p.currency})`),
      data.topProductsByAmount.map((p) => Number(p.amount)),
      [t('columns.product'), t('series.amount')],
      true,
    ),
    topCustomers: barModel(
      data.topCustomers.map((c) => c.customerCompany || c.customerName || c.customerId),
      data.topCustomers.map((c) => c.orders),
      [t('columns.customer'), t('series.orders')],
      true,
    ),
  };
}

/** Whether the range holds anything to draw. */
export function isEmpty(data: DashboardAnalysis): boolean {
  return data.kpi.orders === 0;
}
