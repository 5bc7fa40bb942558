import type { RedisInfo } from '@mall/shared';
import { Alert, Card, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchRedis, monitorKeys } from '../api/monitor-api';
import { lineModel } from '../chart-models';
import { Facts } from '../components/Facts';
import { ChartCard, MonitorPage, sectionClass } from '../components/MonitorPage';
import { clockTime, durationParts, formatBytes, formatRatio } from '../format';
import { useHistory, useLiveQuery } from '../live-query';

const MB = 1024 * 1024;

/** Monitoring → Redis (component 'modules/monitor/RedisInfo'): INFO figures, keys and memory over time; or why there are none. */
export default function RedisPage() {
  const { t } = useTranslation('monitor');
  const { query, paused, setPaused } = useLiveQuery(monitorKeys.redis, fetchRedis);
  const stamp = query.dataUpdatedAt ? new Date(query.dataUpdatedAt).toISOString() : '';
  const samples =
    useHistory<{ at: string; info: RedisInfo }>(
      query.data?.configured ? [{ key: 'redis', stamp, value: { at: stamp, info: query.data } }] : [],
    ).get('redis') ?? [];
  const times = samples.map((sample) => clockTime(sample.at));
  return (
    <MonitorPage title={t('titles.redis')} query={query} paused={paused} onPausedChange={setPaused}>
      {(info) =>
        !info.configured ? (
          <Alert type="info" showIcon message={t('redis.notConfigured')} data-testid="redis-not-configured" />
        ) : (
          <>
            <Card className={sectionClass}>
              <Facts
                items={[
                  [t('redis.version'), info.version ?? '—'],
                  [t('redis.mode'), info.mode ?? '—'],
                  [t('redis.uptime'), t('units.duration', durationParts(info.uptimeSeconds ?? 0))],
                  [t('redis.usedMemory'), formatBytes(info.usedMemory)],
                  [t('redis.peakMemory'), formatBytes(info.peakMemory)],
                  [t('redis.keys'), info.keys ?? '—'],
                  [t('redis.clients'), info.connectedClients ?? '—'],
                  [t('redis.hitRatio'), formatRatio(info.hitRatio)],
                  [t('redis.ops'), info.opsPerSecond ?? '—'],
                ]}
              />
            </Card>
            <Row gutter={[16, 16]}>
              <ChartCard
                level={2}
                title={t('redis.keysChart')}
                model={lineModel(
                  times,
                  [{ name: t('redis.keys'), values: samples.map((s) => s.info.keys ?? 0) }],
                  [t('columns.series'), t('columns.latest')],
                )}
              />
              <ChartCard
                level={2}
                title={t('redis.memoryChart')}
                model={lineModel(
                  times,
                  [
                    {
                      name: t('redis.usedMemory'),
                      values: samples.map((s) => Math.round(((s.info.usedMemory ?? 0) / MB) * 10) / 10),
                    },
                  ],
                  [t('columns.series'), t('columns.latest')],
                  (value) => `${value} MB`,
                  (value) => `${value} MB`,
                )}
              />
            </Row>
          </>
        )
      }
    </MonitorPage>
  );
}
