import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchDatabase, monitorKeys } from '../api/monitor-api';
import { Facts } from '../components/Facts';
import { MonitorPage, cardTitleClass, sectionClass } from '../components/MonitorPage';
import { formatBytes, formatRatio } from '../format';
import { useLiveQuery } from '../live-query';

/** Monitoring → Database (component 'monitor/Database'): version, size, connections, cache, slowest statements. */
export default function DatabasePage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused } = useLiveQuery(monitorKeys.database, fetchDatabase);
  return (
    <MonitorPage title={t('titles.database')} query={query} paused={paused} onPausedChange={setPaused}>
      {(info) => (
        <>
          <Card className={sectionClass}>
            <Facts
              columns={2}
              items={[
                [t('database.kind'), info.embedded ? t('database.embedded') : t('database.server')],
                [t('database.version'), info.version],
                [t('database.size'), formatBytes(info.sizeBytes)],
                [
                  t('database.connections'),
                  info.connections === null
                    ? t('units.none')
                    : `${info.connections}${info.maxConnections ? ` / ${info.maxConnections}` : ''}`,
                ],
                [t('database.cacheHitRatio'), formatRatio(info.cacheHitRatio)],
              ]}
            />
          </Card>
          <Card title={<h2 className={cardTitleClass}>{t('database.slowStatements')}</h2>}>
            {info.slowStatements === null ? (
              <Alert type="info" showIcon message={t('database.noStatements')} />
            ) : (
              <Table
                size="small"
                rowKey={(row) => row.query}
                pagination={false}
                scroll={{ x: true }}
                dataSource={info.slowStatements}
                columns={[
                  { title: t('database.query'), dataIndex: 'query', ellipsis: true },
                  { title: t('database.calls'), dataIndex: 'calls', width: 100 },
                  { title: t('database.meanMs'), dataIndex: 'meanMs', width: 120 },
                  { title: t('database.totalMs'), dataIndex: 'totalMs', width: 120 },
                ]}
              />
            )}
          </Card>
        </>
      )}
    </MonitorPage>
  );
}
