import {
  quartzJobEntity,
  type JobRunRecord,
  type QuartzJobAddRequest,
  type QuartzJobEditRequest,
  type QuartzJobRecord,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

const base = quartzJobEntity.basePath;

/** /sys/quartzJob on the kit, with pause, resume, run once now and the runs of a job. */
export const quartzJobApi = createCrudApi<QuartzJobRecord, QuartzJobAddRequest, QuartzJobEditRequest>(base);

export const quartzJobActions = {
  pause: (id: string) => http.get<null>(`${base}/pause`, { id }),
  resume: (id: string) => http.get<null>(`${base}/resume`, { id }),
  runNow: (id: string) => http.get<JobRunRecord>(`${base}/execute`, { id }),
  runs: (jobId: string) => http.get<JobRunRecord[]>(`${base}/runs`, { jobId }),
};
