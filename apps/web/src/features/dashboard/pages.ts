import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The staff analysis page; lazy, so only this page loads the chart library. */
export const pages: FeaturePages = {
  'dashboard/Analysis': lazyPage(() => import('./pages/AnalysisPage')),
};
