import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { lineModel } from '../chart-models';
import { Facts } from '../components/Facts';
import { InstanceSection } from '../components/InstanceSection';
import { ChartCard, MonitorPage } from '../components/MonitorPage';
import { formatBytes, formatRatio } from '../format';
import { sampleTimes, useInstances } from '../use-instances';

const percent = (ratio: number) => Math.round(ratio * 1000) / 10;

/** Monitoring → System (component 'modules/monitor/SystemInfo'): each instance's host CPU, load and memory. */
export default function SystemPage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused, history } = useInstances();
  return (
    <MonitorPage title={t('titles.system')} query={query} paused={paused} onPausedChange={setPaused}>
      {(data) =>
        data.instances.map((instance) => {
          const samples = history.get(instance.instanceId) ?? [instance];
          const times = sampleTimes(samples);
          const { system } = instance;
          const used = (s: typeof system) => (s.totalMemory - s.freeMemory) / s.totalMemory;
          return (
            <InstanceSection
              key={instance.instanceId}
              instance={instance}
              self={instance.instanceId === data.self}
            >
              <Facts
                items={[
                  [t('system.hostname'), system.hostname],
                  [t('system.platform'), system.platform],
                  [t('system.cpus'), system.cpus],
                  [t('system.cpuUsage'), formatRatio(system.cpuUsage)],
                  [t('system.load'), system.loadAverage.map((value) => value.toFixed(2)).join(' / ')],
                  [t('system.memoryTotal'), formatBytes(system.totalMemory)],
                  [t('system.memoryUsed'), formatBytes(system.totalMemory - system.freeMemory)],
                  [t('system.memoryFree'), formatBytes(system.freeMemory)],
                ]}
              />
              <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
                <ChartCard
                  title={t('system.cpuChart')}
                  model={lineModel(
                    times,
                    [{ name: t('system.cpuUsage'), values: samples.map((s) => percent(s.system.cpuUsage)) }],
                    [t('columns.series'), t('columns.latest')],
                    (value) => `${value}%`,
                    (value) => `${value}%`,
                  )}
                />
                <ChartCard
                  title={t('system.memoryChart')}
                  model={lineModel(
                    times,
                    [{ name: t('system.memoryUsed'), values: samples.map((s) => percent(used(s.system))) }],
                    [t('columns.series'), t('columns.latest')],
                    (value) => `${value}%`,
                    (value) => `${value}%`,
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
