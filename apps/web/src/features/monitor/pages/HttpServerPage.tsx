import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { lineModel, pieModel } from '../chart-models';
import { Facts } from '../components/Facts';
import { InstanceSection } from '../components/InstanceSection';
import { ChartCard, MonitorPage } from '../components/MonitorPage';
import { sampleTimes, useInstances } from '../use-instances';

/** Monitoring → HTTP server (component 'modules/monitor/TomcatInfo'): throughput, latency, status classes, sockets. */
export default function HttpServerPage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused, history } = useInstances();
  const ms = (value: number) => t('units.ms', { value });
  return (
    <MonitorPage title={t('titles.httpServer')} query={query} paused={paused} onPausedChange={setPaused}>
      {(data) =>
        data.instances.map((instance) => {
          const samples = history.get(instance.instanceId) ?? [instance];
          const times = sampleTimes(samples);
          const { http } = instance;
          return (
            <InstanceSection
              key={instance.instanceId}
              instance={instance}
              self={instance.instanceId === data.self}
            >
              <Facts
                items={[
                  [t('http.rps'), http.requestsPerSecond],
                  [t('http.p50'), ms(http.latency.p50)],
                  [t('http.p90'), ms(http.latency.p90)],
                  [t('http.p99'), ms(http.latency.p99)],
                  [t('http.total'), http.totalRequests],
                  [t('http.openSockets'), http.openSockets],
                ]}
              />
              <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
                <ChartCard
                  span={8}
                  title={t('http.rpsChart')}
                  model={lineModel(
                    times,
                    [{ name: t('http.rps'), values: samples.map((s) => s.http.requestsPerSecond) }],
                    [t('columns.series'), t('columns.latest')],
                  )}
                />
                <ChartCard
                  span={8}
                  title={t('http.latencyChart')}
                  model={lineModel(
                    times,
                    (['p50', 'p90', 'p99'] as const).map((p) => ({
                      name: t(`http.${p}`),
                      values: samples.map((s) => s.http.latency[p]),
                    })),
                    [t('columns.series'), t('columns.latest')],
                    ms,
                  )}
                />
                <ChartCard
                  span={8}
                  title={t('http.classesChart')}
                  model={pieModel(
                    Object.entries(http.statusClasses).map(([name, value]) => ({ name, value })),
                    [t('columns.series'), t('columns.latest')],
                  )}
                />
              </Row>
            </InstanceSection>
          );
        })
      }
    </MonitorPage>
  );
}
