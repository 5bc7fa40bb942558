import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The file admin page the server menu points at. */
export const pages: FeaturePages = {
  'modules/oss/OSSFileList': lazyPage(() => import('./pages/OssFileListPage')),
};
