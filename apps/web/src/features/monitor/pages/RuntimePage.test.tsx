import type { InstanceSnapshot, InstancesResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ChartModel } from '../../../widgets/echart/chart-model';
import RuntimePage from './RuntimePage';

// jsdom has no canvas: the chart is replaced by its accessible table, which carries the same figures.
vi.mock('../../../widgets/echart/EChart', () => ({
  EChart: ({ label, model }: { label: string; model: ChartModel }) => (
    <table aria-label={label}>
      <tbody>
        {model.rows.map(([name, value]) => (
          <tr key={name}>
            <th>{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
}));

const MB = 1024 * 1024;
const instance = (id: string, heapMb: number): InstanceSnapshot => ({
  instanceId: id,
  reportedAt: '2026-11-26T10:00:00.000Z',
  runtime: {
    nodeVersion: 'v20.19.0',
    pid: 4242,
    uptimeSeconds: 90_061,
    heapUsed: heapMb * MB,
    heapTotal: 2 * heapMb * MB,
    rss: 4 * heapMb * MB,
    external: MB,
    eventLoopDelay: { mean: 10.5, p50: 10.2, p99: 21.3, max: 30 },
    gc: { count: 12, totalMs: 34.5 },
    activeHandles: 7,
  },
  system: {
    hostname: 'h',
    platform: 'linux',
    cpus: 2,
    cpuUsage: 0.25,
    loadAverage: [1, 2, 3],
    totalMemory: 8 * 1024 * MB,
    freeMemory: 4 * 1024 * MB,
  },
  disks: [],
  http: {
    requestsPerSecond: 1,
    latency: { p50: 1, p90: 2, p99: 3 },
    statusClasses: { '2xx': 1, '3xx': 0, '4xx': 0, '5xx': 0 },
    totalRequests: 1,
    openSockets: 1,
  },
});

let fetchMock: Mock<typeof fetch>;
let failing = false;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  failing = false;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (failing || !path.endsWith('/sys/actuator/instances'))
      return json({ success: false, message: 'boom', code: 500, result: null, timestamp: 0 }, 500);
    const result: InstancesResult = { self: 'a-1', instances: [instance('a-1', 64), instance('b-2', 32)] };
    return json({ success: true, message: 'ok', code: 200, result, timestamp: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RuntimePage />
    </QueryClientProvider>,
  );
}

describe('RuntimePage', () => {
  it("shows every instance's runtime figures and charts, this instance marked", async () => {
    renderPage();
    expect(screen.getByTestId('monitor-loading')).toBeTruthy();
    const sections = await screen.findAllByTestId('monitor-instance');
    expect(sections).toHaveLength(2);
    const [own, other] = sections as [HTMLElement, HTMLElement];
    expect(within(own).getByText('当前实例')).toBeTruthy();
    expect(within(other).queryByText('当前实例')).toBeNull();
    expect(within(own).getByText('v20.19.0')).toBeTruthy();
    expect(within(own).getByText('1 天 1 小时 1 分')).toBeTruthy();
    expect(within(own).getByText('64.0 MB')).toBeTruthy();
    const memory = within(own).getByRole('table', { name: '内存变化' });
    expect(within(memory).getByText('256 MB')).toBeTruthy();
    const loop = within(other).getByRole('table', { name: '事件循环延迟变化' });
    expect(within(loop).getByText('21.3 毫秒')).toBeTruthy();
  });

  it('pauses and resumes the refresh from a toggle button', async () => {
    renderPage();
    await screen.findAllByTestId('monitor-instance');
    const toggle = screen.getByRole('button', { name: '暂停刷新' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '继续刷新' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('monitor-live-state').textContent).toContain('已暂停刷新');
    fireEvent.click(screen.getByRole('button', { name: '继续刷新' }));
    expect(screen.getByTestId('monitor-live-state').textContent).toContain('每 5 秒刷新');
  });

  it('shows the failure with a retry that loads the figures', async () => {
    failing = true;
    renderPage();
    expect(await screen.findByText('监控数据加载失败。')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findAllByTestId('monitor-instance')).toHaveLength(2);
  });
});
