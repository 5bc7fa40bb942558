import { Empty, Row, Table } from 'antd';
import { ScrollRegion } from '../../../widgets/scroll-region/ScrollRegion';
import { useTranslation } from 'react-i18next';
import { percentBarModel } from '../chart-models';
import { InstanceSection } from '../components/InstanceSection';
import { ChartCard, MonitorPage } from '../components/MonitorPage';
import { formatBytes } from '../format';
import { useInstances } from '../use-instances';

const usedPercent = (used: number, size: number) => (size > 0 ? Math.round((used / size) * 1000) / 10 : 0);

/** Monitoring → Disks (component 'modules/monitor/DiskMonitoring'): each instance's mounts with their size and use. */
export default function DiskPage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused } = useInstances();
  return (
    <MonitorPage title={t('titles.disk')} query={query} paused={paused} onPausedChange={setPaused}>
      {(data) =>
        data.instances.map((instance) => (
          <InstanceSection
            key={instance.instanceId}
            instance={instance}
            self={instance.instanceId === data.self}
          >
            {instance.disks.length === 0 ? (
              <Empty description={t('disk.none')} />
            ) : (
              <Row gutter={[16, 16]}>
                <ChartCard
                  title={t('disk.chart')}
                  model={percentBarModel(
                    instance.disks.map((disk) => disk.mount),
                    instance.disks.map((disk) => usedPercent(disk.used, disk.size)),
                    [t('columns.mount'), t('columns.usage')],
                  )}
                />
                <div style={{ flex: '1 1 480px', minWidth: 0, padding: '0 8px' }}>
                  <ScrollRegion label={t('disk.chart')}>
                    <Table
                      size="small"
                      rowKey="mount"
                      pagination={false}
                      scroll={{ x: 'max-content' }}
                      dataSource={instance.disks}
                      columns={[
                        { title: t('disk.mount'), dataIndex: 'mount' },
                        { title: t('disk.type'), dataIndex: 'type' },
                        { title: t('disk.size'), dataIndex: 'size', render: formatBytes },
                        { title: t('disk.used'), dataIndex: 'used', render: formatBytes },
                        { title: t('disk.free'), dataIndex: 'free', render: formatBytes },
                        {
                          title: t('disk.usage'),
                          key: 'usage',
                          render: (_, disk) => `${usedPercent(disk.used, disk.size)}%`,
                        },
                      ]}
                    />
                  </ScrollRegion>
                </div>
              </Row>
            )}
          </InstanceSection>
        ))
      }
    </MonitorPage>
  );
}
