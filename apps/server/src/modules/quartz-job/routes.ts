import { JobStatus, jobRunRecordSchema, jobRunsQuerySchema, Permission, quartzJobEntity } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { cronMessages, quartzJobMessages } from './messages';
import { startScheduler } from './scheduler';
import { jobRuns, quartzJobService, runJobNow, setJobStatus } from './service';

/**
 * /sys/quartzJob: the tenant's scheduled jobs on the admin kit, with pause, resume and run-once-now, and
 * each job's runs. Every instance polls for due fires unless JOBS=false.
 */
export const quartzJobRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(quartzJobMessages);
  registerMessages(cronMessages);
  registerEntityRoutes(app, quartzJobEntity, quartzJobService);
  const tags = [quartzJobEntity.name];
  const idQuery = quartzJobEntity.idQuery;
  const done = envelopeOf(z.null());

  app.get(
    '/sys/quartzJob/pause',
    {
      schema: { tags, querystring: idQuery, response: { 200: done } },
      config: { access: Permission.quartzJobRun, audited: true },
    },
    async (request) => {
      await setJobStatus(requestContext(request), request.query.id, JobStatus.paused);
      return ok(request, null);
    },
  );
  app.get(
    '/sys/quartzJob/resume',
    {
      schema: { tags, querystring: idQuery, response: { 200: done } },
      config: { access: Permission.quartzJobRun, audited: true },
    },
    async (request) => {
      await setJobStatus(requestContext(request), request.query.id, JobStatus.running);
      return ok(request, null);
    },
  );
  app.get(
    '/sys/quartzJob/execute',
    {
      schema: { tags, querystring: idQuery, response: { 200: envelopeOf(jobRunRecordSchema) } },
      config: { access: Permission.quartzJobRun, audited: true },
    },
    async (request) => ok(request, await runJobNow(requestContext(request), app, request.query.id)),
  );
  app.get(
    '/sys/quartzJob/runs',
    {
      schema: {
        tags,
        querystring: jobRunsQuerySchema,
        response: { 200: envelopeOf(z.array(jobRunRecordSchema)) },
      },
      config: { access: Permission.quartzJobList },
    },
    async (request) => ok(request, await jobRuns(requestContext(request), request.query.jobId)),
  );

  if (app.config.JOBS) startScheduler(app, app.config.JOB_POLL_MS);
};
