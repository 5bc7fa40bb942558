import { roleNameIn, type PermissionTreeNode, type RoleRecord } from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Space, Spin, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/i18n';
import { isHttpError } from '../../../lib/http-error';
import { fetchPermissionTree, fetchRolePermissions, grantKeys, saveRolePermissions } from '../api/role-api';
import { allKeys, checkedForTree, grantedKeys, parentKeys } from '../hooks/tree-keys';

interface RolePermissionDrawerProps {
  role: RoleRecord | undefined;
  onClose: () => void;
}

const BUTTON_TYPE = 2;

function toDataNodes(nodes: readonly PermissionTreeNode[], buttonLabel: string): DataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title:
      node.menuType === BUTTON_TYPE ? (
        <span>
          {node.title} <Tag>{buttonLabel}</Tag>
        </span>
      ) : (
        node.title
      ),
    ...(node.children?.length ? { children: toDataNodes(node.children, buttonLabel) } : {}),
  }));
}

/**
 * Assigns menus and buttons to a role: the permission tree with "select all" and "expand all". A parent
 * with some children ticked is granted too. Saving names the grants the drawer was loaded with, so a save
 * over someone else's newer one is refused instead of silently undoing it.
 */
export function RolePermissionDrawer({ role, onClose }: RolePermissionDrawerProps) {
  const { t } = useTranslation('access');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const queryClient = useQueryClient();
  const open = role !== undefined;
  const tree = useQuery({ queryKey: grantKeys.tree, queryFn: fetchPermissionTree, enabled: open });
  const grants = useQuery({
    queryKey: grantKeys.role(role?.id ?? ''),
    queryFn: () => fetchRolePermissions(role?.id ?? ''),
    enabled: open,
    staleTime: 0,
  });
  // null: untouched, the stored grants show; an array: the admin's choice.
  const [checked, setChecked] = useState<{ checked: string[]; half: string[] } | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  const nodes = useMemo(() => tree.data?.treeList ?? [], [tree.data]);
  const treeData = useMemo(() => toDataNodes(nodes, t('grant.button')), [nodes, t]);
  const everything = useMemo(() => allKeys(nodes), [nodes]);
  const parents = useMemo(() => parentKeys(nodes), [nodes]);
  const shownChecked = checked?.checked ?? checkedForTree(nodes, grants.data ?? []);
  const shownExpanded = expanded ?? parents;
  const allSelected = everything.length > 0 && shownChecked.length === everything.length;

  const save = async (close: boolean) => {
    if (!role || !grants.data) return;
    const permissionIds = checked ? grantedKeys(checked.checked, checked.half) : grants.data;
    setSaving(true);
    try {
      await saveRolePermissions({
        roleId: role.id,
        permissionIds: permissionIds.join(','),
        lastpermissionIds: grants.data.join(','),
      });
      message.success(t('grant.saved'));
      await queryClient.invalidateQueries({ queryKey: grantKeys.role(role.id) });
      setChecked(null);
      if (close) onClose();
    } catch (error) {
      if (!isHttpError(error)) throw error;
      // Someone else saved first: show their grants so that the admin decides again.
      await queryClient.invalidateQueries({ queryKey: grantKeys.role(role.id) });
      setChecked(null);
    } finally {
      setSaving(false);
    }
  };

  const loading = open && (tree.isPending || grants.isPending);
  return (
    <Drawer
      open={open}
      width={560}
      title={t('grant.title', { name: role ? roleNameIn(role, currentLanguage()) : '' })}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{tc('action.cancel')}</Button>
          <Button loading={saving} disabled={loading} onClick={() => void save(false)}>
            {t('grant.save')}
          </Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={() => void save(true)}>
            {t('grant.saveAndClose')}
          </Button>
        </Space>
      }
    >
      {tree.isError || grants.isError ? (
        <Alert type="error" showIcon message={t('grant.loadFailed')} />
      ) : null}
      <Spin spinning={loading}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && shownChecked.length > 0}
            onChange={(event) => setChecked({ checked: event.target.checked ? everything : [], half: [] })}
          >
            {t('grant.selectAll')}
          </Checkbox>
          <Checkbox
            checked={shownExpanded.length > 0}
            onChange={(event) => setExpanded(event.target.checked ? parents : [])}
          >
            {t('grant.expandAll')}
          </Checkbox>
        </Space>
        <div data-testid="role-permission-tree" role="group" aria-label={t('grant.tree')}>
          <Tree
            checkable
            selectable={false}
            treeData={treeData}
            checkedKeys={shownChecked}
            expandedKeys={shownExpanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onCheck={(keys, info) => {
              const full = Array.isArray(keys) ? keys : keys.checked;
              setChecked({ checked: full.map(String), half: (info.halfCheckedKeys ?? []).map(String) });
            }}
          />
        </div>
      </Spin>
    </Drawer>
  );
}
