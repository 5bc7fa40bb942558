import type { HttpTraceEntry } from '@mall/shared';
import { Select, Space, Table, Typography } from 'antd';
import { ScrollRegion } from '../../../widgets/scroll-region/ScrollRegion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTrace, monitorKeys } from '../api/monitor-api';
import { MonitorPage, sectionClass } from '../components/MonitorPage';
import { clockTime } from '../format';
import { useLiveQuery } from '../live-query';

/** Monitoring → HTTP trace (component 'modules/monitor/HttpTrace'): the chosen instance's last 100 requests. */
export default function HttpTracePage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused } = useLiveQuery(monitorKeys.trace, fetchTrace);
  const [chosen, setChosen] = useState<string | undefined>();
  return (
    <MonitorPage
      title={t('titles.httpTrace')}
      query={query}
      paused={paused}
      onPausedChange={setPaused}
      isEmpty={(data) => data.instances.length === 0}
    >
      {(data) => {
        const current = data.instances.find((entry) => entry.instanceId === chosen) ?? data.instances[0];
        return (
          <>
            <Space className={sectionClass} wrap>
              <Typography.Text id="trace-instance-label">{t('instance.choose')}</Typography.Text>
              <Select
                aria-labelledby="trace-instance-label"
                style={{ minWidth: 280 }}
                value={current?.instanceId}
                onChange={setChosen}
                options={data.instances.map((entry) => ({
                  value: entry.instanceId,
                  label: entry.instanceId,
                }))}
              />
              <Typography.Text type="secondary">
                {t('instance.count', { count: data.instances.length })}
              </Typography.Text>
            </Space>
            <ScrollRegion label={t('trace.caption')}>
              <Table<HttpTraceEntry>
                size="small"
                rowKey={(row) => `${row.time}-${row.method}-${row.path}-${row.ms}`}
                dataSource={current?.entries ?? []}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t('trace.empty') }}
                title={() => t('trace.caption')}
                columns={[
                  { title: t('trace.time'), dataIndex: 'time', width: 110, render: clockTime },
                  { title: t('trace.method'), dataIndex: 'method', width: 90 },
                  {
                    title: t('trace.path'),
                    dataIndex: 'path',
                    render: (path: string) => <code>{path}</code>,
                  },
                  {
                    title: t('trace.status'),
                    dataIndex: 'status',
                    width: 90,
                    // Server errors stand out in the danger colour; the number itself says the rest.
                    render: (status: number) => (
                      <Typography.Text {...(status >= 500 ? { type: 'danger' as const } : {})}>
                        {status}
                      </Typography.Text>
                    ),
                  },
                  { title: t('trace.ms'), dataIndex: 'ms', width: 110 },
                ]}
              />
            </ScrollRegion>
          </>
        );
      }}
    </MonitorPage>
  );
}
