import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The staff dashboards; lazy, so only the analysis page loads the chart library. */
export const pages: FeaturePages = {
  'dashboard/Analysis': lazyPage(() => import('./pages/AnalysisPage')),
  'dashboard/Workplace': lazyPage(() => import('./pages/WorkplacePage')),
};
