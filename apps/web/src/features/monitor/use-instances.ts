import type { InstanceSnapshot } from '@mall/shared';
import { fetchInstances, monitorKeys } from './api/monitor-api';
import { useHistory, useLiveQuery } from './live-query';

/** Every live instance's figures, asked again each heartbeat, with each instance's samples so far. */
export function useInstances() {
  const live = useLiveQuery(monitorKeys.instances, fetchInstances);
  const history = useHistory<InstanceSnapshot>(
    (live.query.data?.instances ?? []).map((instance) => ({
      key: instance.instanceId,
      stamp: instance.reportedAt,
      value: instance,
    })),
  );
  return { ...live, history };
}

/** The sample times of an instance's history, as clock times for a chart's axis. */
export const sampleTimes = (samples: readonly InstanceSnapshot[]) =>
  samples.map((sample) => new Date(sample.reportedAt).toLocaleTimeString('en-GB', { hour12: false }));
