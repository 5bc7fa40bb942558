import type { DepartTreeNode } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { popupNamedFor } from '../../lib/tree-select-popup';
import { departTreeSelectKey, fetchDepartTree } from './depart-api';

export { departTreeSelectKey };

interface TreeSelectNode {
  value: string;
  title: string;
  children?: TreeSelectNode[];
}

function toOptions(nodes: readonly DepartTreeNode[]): TreeSelectNode[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.title,
    ...(node.children?.length ? { children: toOptions(node.children) } : {}),
  }));
}

interface DepartTreeSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  'aria-label'?: string;
  /** false: do not load the tree yet (e.g. while the form that holds the picker is closed). */
  enabled?: boolean;
}

/**
 * Picks several departments of the acting tenant from its tree (GET /sys/sysDepart/queryTreeList),
 * searchable by name; each department is chosen on its own (a parent does not imply its children).
 */
export function DepartTreeSelect({ value, onChange, id, enabled = true, ...rest }: DepartTreeSelectProps) {
  const tree = useQuery({
    queryKey: departTreeSelectKey,
    queryFn: ({ signal }) => fetchDepartTree(signal),
    enabled,
  });
  return (
    <TreeSelect<string[]>
      id={id}
      popupRender={popupNamedFor(id)}
      aria-label={rest['aria-label']}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      treeData={toOptions(tree.data ?? [])}
      loading={tree.isPending}
      multiple
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      allowClear
      style={{ width: '100%' }}
    />
  );
}
