import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { lineModel } from '../chart-models';
import { InstanceSection } from '../components/InstanceSection';
import { ChartCard, MonitorPage, sectionClass } from '../components/MonitorPage';
import { formatBytes, formatRatio } from '../format';
import { sampleTimes, useInstances } from '../use-instances';

/** Dashboard → Monitor (component 'dashboard/Monitor'): the live figures of every instance at a glance. */
export default function MonitorDashboardPage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused, history } = useInstances();
  const ms = (value: number) => t('units.ms', { value });
  return (
    <MonitorPage title={t('titles.dashboard')} query={query} paused={paused} onPausedChange={setPaused}>
      {(data) => {
        // Each instance is one line; the axis is the longest history's sample times.
        const longest = [...history.values()].reduce((a, b) => (b.length > a.length ? b : a), []);
        const times = sampleTimes(longest);
        const perInstance = (pick: (s: (typeof longest)[number]) => number) =>
          data.instances.map((instance) => ({
            name: instance.instanceId,
            values: (history.get(instance.instanceId) ?? []).map(pick),
          }));
        return (
          <>
            {data.instances.map((instance) => (
              <InstanceSection
                key={instance.instanceId}
                instance={instance}
                self={instance.instanceId === data.self}
              >
                <Row gutter={[16, 16]}>
                  {[
                    [t('system.cpuUsage'), formatRatio(instance.system.cpuUsage)],
                    [
                      t('system.memoryUsed'),
                      formatRatio(1 - instance.system.freeMemory / instance.system.totalMemory),
                    ],
                    [t('runtime.heapUsed'), formatBytes(instance.runtime.heapUsed)],
                    [t('runtime.rss'), formatBytes(instance.runtime.rss)],
                    [t('runtime.loopP99'), ms(instance.runtime.eventLoopDelay.p99)],
                    [t('http.rps'), String(instance.http.requestsPerSecond)],
                    [t('http.p99'), ms(instance.http.latency.p99)],
                    [t('http.openSockets'), String(instance.http.openSockets)],
                  ].map(([title, value]) => (
                    <Col key={title} xs={12} md={6} xl={3}>
                      <Statistic title={title} value={value} />
                    </Col>
                  ))}
                </Row>
              </InstanceSection>
            ))}
            <Row gutter={[16, 16]} className={sectionClass}>
              <ChartCard
                level={2}
                title={t('system.cpuChart')}
                model={lineModel(
                  times,
                  perInstance((s) => Math.round(s.system.cpuUsage * 1000) / 10),
                  [t('instance.choose'), t('columns.latest')],
                  (value) => `${value}%`,
                  (value) => `${value}%`,
                )}
              />
              <ChartCard
                level={2}
                title={t('http.rpsChart')}
                model={lineModel(
                  times,
                  perInstance((s) => s.http.requestsPerSecond),
                  [t('instance.choose'), t('columns.latest')],
                )}
              />
            </Row>
            <Card size="small">{t('instance.count', { count: data.instances.length })}</Card>
          </>
        );
      }}
    </MonitorPage>
  );
}
