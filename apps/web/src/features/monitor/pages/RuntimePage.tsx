import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { lineModel } from '../chart-models';
import { Facts } from '../components/Facts';
import { InstanceSection } from '../components/InstanceSection';
import { ChartCard, MonitorPage } from '../components/MonitorPage';
import { durationParts, formatBytes } from '../format';
import { sampleTimes, useInstances } from '../use-instances';

const MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Monitoring → Node runtime (component 'modules/monitor/JvmInfo'): each instance's process figures and charts. */
export default function RuntimePage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused, history } = useInstances();
  const ms = (value: number) => t('units.ms', { value });
  return (
    <MonitorPage title={t('titles.runtime')} query={query} paused={paused} onPausedChange={setPaused}>
      {(data) =>
        data.instances.map((instance) => {
          const samples = history.get(instance.instanceId) ?? [instance];
          const times = sampleTimes(samples);
          const { runtime } = instance;
          return (
            <InstanceSection
              key={instance.instanceId}
              instance={instance}
              self={instance.instanceId === data.self}
            >
              <Facts
                items={[
                  [t('runtime.nodeVersion'), runtime.nodeVersion],
                  [t('runtime.pid'), runtime.pid],
                  [t('runtime.uptime'), t('units.duration', durationParts(runtime.uptimeSeconds))],
                  [t('runtime.heapUsed'), formatBytes(runtime.heapUsed)],
                  [t('runtime.heapTotal'), formatBytes(runtime.heapTotal)],
                  [t('runtime.rss'), formatBytes(runtime.rss)],
                  [t('runtime.external'), formatBytes(runtime.external)],
                  [t('runtime.loopMean'), ms(runtime.eventLoopDelay.mean)],
                  [t('runtime.loopP99'), ms(runtime.eventLoopDelay.p99)],
                  [t('runtime.loopMax'), ms(runtime.eventLoopDelay.max)],
                  [t('runtime.gcCount'), runtime.gc.count],
                  [t('runtime.gcTime'), ms(runtime.gc.totalMs)],
                  [t('runtime.activeHandles'), runtime.activeHandles],
                ]}
              />
              <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
                <ChartCard
                  title={t('runtime.memoryChart')}
                  model={lineModel(
                    times,
                    [
                      { name: t('runtime.heapUsed'), values: samples.map((s) => toMb(s.runtime.heapUsed)) },
                      { name: t('runtime.heapTotal'), values: samples.map((s) => toMb(s.runtime.heapTotal)) },
                      { name: t('runtime.rss'), values: samples.map((s) => toMb(s.runtime.rss)) },
                    ],
                    [t('columns.series'), t('columns.latest')],
                    (value) => `${value} MB`,
                    (value) => `${value} MB`,
                  )}
                />
                <ChartCard
                  title={t('runtime.loopChart')}
                  model={lineModel(
                    times,
                    [
                      {
                        name: t('runtime.loopMean'),
                        values: samples.map((s) => s.runtime.eventLoopDelay.mean),
                      },
                      {
                        name: t('runtime.loopP99'),
                        values: samples.map((s) => s.runtime.eventLoopDelay.p99),
                      },
                    ],
                    [t('columns.series'), t('columns.latest')],
                    ms,
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
