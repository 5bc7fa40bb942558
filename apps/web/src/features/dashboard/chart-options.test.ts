import type { DashboardAnalysis } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { bucketLabel, chartModels, isEmpty } from './chart-options';

const data: DashboardAnalysis = {
  from: '2026-03-01',
  to: '2026-03-02',
  kpi: {
    orders: 3,
    standardAmounts: [{ currency: 'CNY', amount: '10' }],
    approvalRate: 0.5,
    medianReplyHours: 2,
  },
  ordersPerDay: [
    { day: '2026-03-01', count: 1 },
    { day: '2026-03-02', count: 2 },
  ],
  ordersByStatus: [
    { status: 0, count: 2 },
    { status: 1, count: 1 },
    { status: 2, count: 0 },
    { status: 3, count: 0 },
  ],
  applications: { inReview: 1, approved: 2, rejected: 3 },
  replyHours: { median: 2, p90: 5, samples: 2 },
  discountDepth: [
    { from: 0.9, to: 1, count: 4 },
    { from: 1, to: null, count: 1 },
  ],
  topProductsByQuantity: [
    { productId: 'p', productName: { zh: '螺丝', en: 'Screw' }, productCode: 'P', quantity: 7 },
  ],
  topProductsByAmount: [
    {
      productId: 'p',
      productName: { zh: '螺丝', en: 'Screw' },
      productCode: 'P',
      currency: 'USD',
      amount: '12.5',
    },
  ],
  topCustomers: [{ customerId: 'c', customerName: 'Ann', customerCompany: '', orders: 3 }],
};
const t = (key: string) => `<${key}>`;

describe('chartModels', () => {
  const models = chartModels(data, t, 'en');

  it('draws orders per day as a line over every day', () => {
    const option = models.ordersPerDay.option as {
      xAxis: { data: string[] };
      series: { type: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['03-01', '03-02']);
    expect(option.series[0]).toMatchObject({ type: 'line', data: [1, 2] });
    expect(models.ordersPerDay.rows).toEqual([
      ['2026-03-01', '1'],
      ['2026-03-02', '2'],
    ]);
  });

  it('leaves empty statuses out of the pie but keeps them in the table', () => {
    const pie = (models.ordersByStatus.option as { series: { data: { name: string; value: number }[] }[] })
      .series[0];
    expect(pie?.data).toEqual([
      { name: '<status.pending>', value: 2 },
      { name: '<status.completed>', value: 1 },
    ]);
    expect(models.ordersByStatus.rows).toHaveLength(4);
  });

  it('maps applications, discount buckets and top lists to bars with localised names', () => {
    expect(models.applications.rows).toEqual([
      ['<apply.inReview>', '1'],
      ['<apply.approved>', '2'],
      ['<apply.rejected>', '3'],
    ]);
    expect(models.discountDepth.rows).toEqual([
      ['90%–100%', '4'],
      ['≥ 100%', '1'],
    ]);
    expect(models.topByQuantity.rows).toEqual([['Screw', '7']]);
    expect(models.topByAmount.option).toMatchObject({ series: [{ type: 'bar', data: [12.5] }] });
    expect(models.topByAmount.rows).toEqual([['Screw (USD)', '12.5']]);
    expect(chartModels(data, t, 'zh').topByQuantity.rows).toEqual([['螺丝', '7']]);
    expect(models.topCustomers.rows).toEqual([['Ann', '3']]);
  });

  it('fits a phone: every bar keeps a cut label, values never overlap, the pie is named by its legend', () => {
    expect(models.applications.option).toMatchObject({
      xAxis: { axisLabel: { interval: 0, overflow: 'truncate', width: expect.any(Number) } },
      yAxis: { axisLabel: { hideOverlap: true } },
    });
    expect(models.topByAmount.option).toMatchObject({
      yAxis: { axisLabel: { interval: 0, overflow: 'truncate', width: expect.any(Number) } },
      xAxis: { axisLabel: { hideOverlap: true } },
    });
    expect(models.ordersByStatus.option).toMatchObject({
      legend: { bottom: 0 },
      series: [{ label: { show: false } }],
    });
  });

  it('labels buckets and detects an empty range', () => {
    expect(bucketLabel(0, 0.5)).toBe('0%–50%');
    expect(isEmpty(data)).toBe(false);
    expect(isEmpty({ ...data, kpi: { ...data.kpi, orders: 0 } })).toBe(true);
  });
});
