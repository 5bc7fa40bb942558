import type { DashboardAnalysis, Workplace } from '@mall/shared';
import { http } from '../../../lib/http';

export const dashboardKeys = {
  analysis: (from: string, to: string) => ['dashboard', 'analysis', from, to] as const,
};

/** GET /dashboard/analysis?from&to: every aggregate of the analysis page in one answer. */
export function fetchAnalysis(from: string, to: string, signal?: AbortSignal) {
  return http.get<DashboardAnalysis>('/dashboard/analysis', { from, to }, { signal });
}

export const workplaceKey = ['dashboard', 'workplace'] as const;

/** GET /dashboard/workplace: what waits for the signed-in staff member and what they did last. */
export function fetchWorkplace(signal?: AbortSignal) {
  return http.get<Workplace>('/dashboard/workplace', {}, { signal });
}
