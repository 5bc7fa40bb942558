import { z } from 'zod';

export const checkStateSchema = z.enum(['ok', 'failed']);
export type CheckState = z.infer<typeof checkStateSchema>;

/** GET /healthz: the process answers. */
export const livenessResultSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: the process and what it depends on (database, Redis when configured) answer. */
export const readinessResultSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), checkStateSchema),
});
export type ReadinessResult = z.infer<typeof readinessResultSchema>;
