import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/** The widget example pages: each widget alone with every option (administrators only: no seeded role). */
export const EXAMPLES_MENU: MenuSeed[] = [
  {
    key: 'examples',
    name: { zh: '示例', en: 'Examples' },
    menuType: MenuType.topMenu,
    url: '/examples',
    component: 'layouts/RouteView',
    redirect: '/examples/editableTable',
    icon: 'appstore',
    isLeaf: false,
    sortNo: 90,
  },
  {
    key: 'examples.editableTable',
    parent: 'examples',
    name: { zh: '可编辑表格', en: 'Editable table' },
    menuType: MenuType.subMenu,
    url: '/examples/editableTable',
    component: 'examples/EditableTableExample',
    componentName: 'EditableTableExample',
    icon: 'edit',
    sortNo: 1,
  },
  {
    key: 'examples.formInputs',
    parent: 'examples',
    name: { zh: '表单控件', en: 'Form inputs' },
    menuType: MenuType.subMenu,
    url: '/examples/formInputs',
    component: 'examples/FormInputsExample',
    componentName: 'FormInputsExample',
    icon: 'form',
    sortNo: 2,
  },
  {
    key: 'examples.upload',
    parent: 'examples',
    name: { zh: '上传', en: 'Uploads' },
    menuType: MenuType.subMenu,
    url: '/examples/upload',
    component: 'examples/UploadExample',
    componentName: 'UploadExample',
    icon: 'cloud',
    sortNo: 3,
  },
];
