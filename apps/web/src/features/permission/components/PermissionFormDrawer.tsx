import {
  MenuKind,
  permissionAddSchema,
  type PermissionAddRequest,
  type PermissionRecord,
} from '@mall/shared';
import { Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { popupNamedFor } from '../../../lib/tree-select-popup';
import { useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { permissionApi } from '../api/permission-api';
import { IconPicker } from './IconPicker';

/** The id the form gives the parent field (form name, field name). */
const PARENT_FIELD_ID = 'permissionForm_parentId';

const orNull = (value: string | null | undefined) => value?.trim() || null;
const rules = permissionAddSchema.shape;

type FormValues = Omit<PermissionAddRequest, 'name'> & { nameZh: string; nameEn: string };

export interface PermissionFormTarget {
  /** The entry to edit; absent creates one. */
  record?: PermissionRecord;
  /** For a new entry: the parent it goes under (absent: a top menu). */
  parent?: PermissionRecord;
}

interface PermissionFormDrawerProps {
  target: PermissionFormTarget | undefined;
  tree: PermissionRecord[];
  onClose: () => void;
}

function defaultsFor(parent: PermissionRecord | undefined): FormValues {
  return {
    menuType: parent
      ? parent.menuType === MenuKind.topMenu
        ? MenuKind.subMenu
        : MenuKind.button
      : MenuKind.topMenu,
    parentId: parent?.id ?? null,
    nameZh: '',
    nameEn: '',
    url: '',
    component: '',
    componentName: '',
    redirect: '',
    icon: null,
    i18nKey: '',
    sortNo: 1,
    hidden: false,
    alwaysShow: false,
    isRoute: true,
    keepAlive: false,
    internalOrExternal: false,
    perms: '',
    permsType: '1',
    status: '1',
    description: '',
  };
}

function valuesOf(record: PermissionRecord): FormValues {
  return {
    menuType: record.menuType as FormValues['menuType'],
    parentId: record.parentId,
    nameZh: record.name.zh,
    nameEn: record.name.en,
    url: record.url ?? '',
    component: record.component ?? '',
    componentName: record.componentName ?? '',
    redirect: record.redirect ?? '',
    icon: record.icon,
    i18nKey: record.i18nKey ?? '',
    sortNo: record.sortNo,
    hidden: record.hidden,
    alwaysShow: record.alwaysShow,
    isRoute: record.isRoute,
    keepAlive: record.keepAlive,
    internalOrExternal: record.internalOrExternal,
    perms: record.perms ?? '',
    permsType: record.permsType,
    status: record.status,
    description: record.description ?? '',
  };
}

/** The request body from the form (fields hidden for the type keep their values in the form store). */
function bodyOf(values: FormValues): PermissionAddRequest {
  return {
    menuType: values.menuType,
    parentId: values.menuType === MenuKind.topMenu ? null : (values.parentId ?? null),
    name: { zh: values.nameZh.trim(), en: (values.nameEn ?? '').trim() },
    url: orNull(values.url),
    component: orNull(values.component),
    componentName: orNull(values.componentName),
    redirect: orNull(values.redirect),
    icon: orNull(values.icon),
    i18nKey: orNull(values.i18nKey),
    sortNo: Number(values.sortNo ?? 0),
    hidden: Boolean(values.hidden),
    alwaysShow: Boolean(values.alwaysShow),
    isRoute: Boolean(values.isRoute),
    keepAlive: Boolean(values.keepAlive),
    internalOrExternal: Boolean(values.internalOrExternal),
    perms: orNull(values.perms),
    permsType: values.permsType,
    status: values.status,
    description: orNull(values.description),
  };
}

/** Menus (not buttons) as parent choices, leaving out `selfId` and everything under it. */
function parentOptions(nodes: PermissionRecord[], selfId: string | undefined): object[] {
  return nodes
    .filter((node) => node.menuType !== MenuKind.button && node.id !== selfId)
    .map((node) => ({
      value: node.id,
      title: node.title,
      children: parentOptions(node.children ?? [], selfId),
    }));
}

/**
 * Creates or edits a menu, sub-menu or button. Fields that mean nothing for the chosen type are hidden:
 * a button has a permission code and strategy, a menu a path, component, icon and route flags.
 */
export function PermissionFormDrawer({ target, tree, onClose }: PermissionFormDrawerProps) {
  const { t } = useTranslation('access');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const { add, edit } = useCrudMutations(permissionApi);
  const [form] = Form.useForm<FormValues>();
  const open = target !== undefined;
  const editing = target?.record !== undefined;
  const menuType = Form.useWatch('menuType', form) ?? MenuKind.topMenu;
  const isButton = menuType === MenuKind.button;
  const parents = useMemo(() => parentOptions(tree, target?.record?.id), [tree, target]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(target?.record ? valuesOf(target.record) : defaultsFor(target?.parent));
  }, [open, target, form]);

  const submit = async (values: FormValues) => {
    // Fields hidden for the type keep their values in the form store: the body decides what counts.
    const body = bodyOf({ ...(form.getFieldsValue(true) as FormValues), ...values });
    try {
      if (target?.record) await edit.mutateAsync({ ...body, id: target.record.id });
      else await add.mutateAsync(body);
      message.success(tc('crud.saved'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(`${tc('crud.saveFailed')}: ${errorMessageOf(error)}`);
    }
  };

  const yesNo = (name: keyof FormValues, label: string) => (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch checkedChildren={t('menu.yes')} unCheckedChildren={t('menu.no')} />
    </Form.Item>
  );

  return (
    <Drawer
      open={open}
      width={600}
      title={t(editing ? 'menu.editTitle' : 'menu.addTitle')}
      onClose={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{tc('action.cancel')}</Button>
          <Button type="primary" loading={add.isPending || edit.isPending} onClick={() => form.submit()}>
            {tc('action.ok')}
          </Button>
        </Space>
      }
    >
      <Form<FormValues> form={form} name="permissionForm" layout="vertical" onFinish={submit}>
        <Form.Item name="menuType" label={t('menu.menuType')}>
          <Radio.Group
            options={[
              { value: MenuKind.topMenu, label: t('menu.typeTop') },
              { value: MenuKind.subMenu, label: t('menu.typeSub') },
              { value: MenuKind.button, label: t('menu.typeButton') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="nameZh"
          label={t('menu.nameZh')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('menu.nameZhRequired') },
            zodRule(rules.name.shape.zh, t('menu.nameZhRequired')),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="nameEn"
          label={t('menu.nameEn')}
          rules={[zodRule(rules.name.shape.en, t('menu.tooLong'))]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        {menuType !== MenuKind.topMenu ? (
          <Form.Item
            name="parentId"
            label={t('menu.parentId')}
            rules={[{ required: true, message: t('menu.parentRequired') }]}
          >
            <TreeSelect
              treeData={parents}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              popupRender={popupNamedFor(PARENT_FIELD_ID)}
            />
          </Form.Item>
        ) : null}
        {isButton ? (
          <>
            <Form.Item
              name="perms"
              label={t('menu.perms')}
              validateFirst
              rules={[
                { required: true, whitespace: true, message: t('menu.permsRequired') },
                zodRule(rules.perms, t('menu.permsInvalid')),
              ]}
            >
              <Input autoComplete="off" placeholder="system:user:add" />
            </Form.Item>
            <Form.Item name="permsType" label={t('menu.permsType')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('menu.permsTypeShow') },
                  { value: '2', label: t('menu.permsTypeDisable') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={t('menu.status')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('menu.statusActive') },
                  { value: '0', label: t('menu.statusInactive') },
                ]}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="url"
              label={t('menu.url')}
              validateFirst
              extra={t('menu.urlHelp', { example: '{{ window._CONFIG.domianURL }}' })}
              rules={[
                { required: true, whitespace: true, message: t('menu.urlRequired') },
                zodRule(rules.url, t('menu.tooLong')),
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="component"
              label={t('menu.component')}
              rules={[zodRule(rules.component, t('menu.tooLong'))]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="componentName"
              label={t('menu.componentName')}
              rules={[zodRule(rules.componentName, t('menu.tooLong'))]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            {menuType === MenuKind.topMenu ? (
              <Form.Item
                name="redirect"
                label={t('menu.redirect')}
                rules={[zodRule(rules.redirect, t('menu.tooLong'))]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            ) : null}
            <Form.Item name="icon" label={t('menu.icon')}>
              <IconPicker />
            </Form.Item>
            <Form.Item
              name="i18nKey"
              label={t('menu.i18nKey')}
              rules={[zodRule(rules.i18nKey, t('menu.tooLong'))]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label={t('menu.sortNo')}>
          <InputNumber min={-1_000_000} max={1_000_000} style={{ width: '100%' }} />
        </Form.Item>
        {isButton ? null : (
          <Space wrap size="large">
            {yesNo('isRoute', t('menu.isRoute'))}
            {yesNo('hidden', t('menu.hidden'))}
            {yesNo('alwaysShow', t('menu.alwaysShow'))}
            {yesNo('keepAlive', t('menu.keepAlive'))}
            <Form.Item name="internalOrExternal" label={t('menu.internalOrExternal')} valuePropName="checked">
              <Switch checkedChildren={t('menu.external')} unCheckedChildren={t('menu.internal')} />
            </Form.Item>
          </Space>
        )}
        <Form.Item
          name="description"
          label={t('menu.description')}
          rules={[zodRule(rules.description, t('menu.tooLong'))]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
