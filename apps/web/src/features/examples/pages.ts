import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The administrators' example pages: each widget alone, with every option. */
export const pages: FeaturePages = {
  'examples/EditableTableExample': lazyPage(() => import('./pages/EditableTableExamplePage')),
  'examples/FormInputsExample': lazyPage(() => import('./pages/FormInputsExamplePage')),
  'examples/UploadExample': lazyPage(() => import('./pages/UploadExamplePage')),
  'examples/DepartPickerExample': lazyPage(() => import('./pages/DepartPickerExamplePage')),
  'examples/UserPickerExample': lazyPage(() => import('./pages/UserPickerExamplePage')),
  'examples/BizPickerExample': lazyPage(() => import('./pages/BizPickerExamplePage')),
};
