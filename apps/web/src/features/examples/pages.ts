import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The administrators' example pages: each widget alone, with every option. */
export const pages: FeaturePages = {
  'examples/EditableTableExample': lazyPage(() => import('./pages/EditableTableExamplePage')),
  'examples/FormInputsExample': lazyPage(() => import('./pages/FormInputsExamplePage')),
  'examples/UploadExample': lazyPage(() => import('./pages/UploadExamplePage')),
};
