import { CATEGORY_ROOT } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { popupNamedFor } from '../../lib/tree-select-popup';
import {
  loadCategoryNames,
  loadTreeChildren,
  loadTreeData,
  loadTreeRoot,
  toSimpleNodes,
} from './category-api';

interface CategoryInputProps {
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

type SimpleNode = ReturnType<typeof toSimpleNodes>[number];

/**
 * A tree select of categories that loads each level on expansion (loadTreeRoot, then loadTreeChildren).
 * `pcode` starts the tree below that category; `condition` narrows the first level (whitelisted fields).
 */
export function CategoryTreeSelect({
  pcode = CATEGORY_ROOT,
  condition,
  value,
  onChange,
  ...rest
}: CategoryInputProps & { pcode?: string; condition?: Record<string, string | boolean> }) {
  const { i18n } = useTranslation();
  // Children loaded on expansion, for the language they were loaded in (a switch starts over).
  const [expanded, setExpanded] = useState<{ language: string; nodes: SimpleNode[] }>({
    language: '',
    nodes: [],
  });
  const loaded = expanded.language === i18n.language ? expanded.nodes : [];
  const roots = useQuery({
    queryKey: ['category-tree', pcode, JSON.stringify(condition ?? {}), i18n.language],
    queryFn: async () =>
      toSimpleNodes(condition ? await loadTreeData(undefined, condition) : await loadTreeRoot(pcode)),
  });
  const nodes = [
    ...(roots.data ?? []),
    ...loaded.filter((node) => !roots.data?.some((root) => root.id === node.id)),
  ];
  // A chosen category below the loaded levels is shown by its name, looked up on its own, never by its id.
  const chosen = nodes.find((node) => node.value === value);
  const name = useQuery({
    queryKey: ['category-name', value, i18n.language],
    queryFn: async () => (await loadCategoryNames([value as string]))[0] ?? '',
    enabled: Boolean(value) && !chosen,
    staleTime: Infinity,
  });
  return (
    <TreeSelect<{ value: string; label: ReactNode } | undefined>
      {...rest}
      popupRender={popupNamedFor(rest.id)}
      allowClear
      treeDataSimpleMode
      labelInValue
      loading={roots.isLoading || name.isFetching}
      treeData={nodes}
      value={value ? { value, label: chosen?.title ?? name.data ?? '' } : undefined}
      onChange={(next) => onChange?.(next?.value ?? undefined)}
      loadData={async (node) => {
        const id = String(node.value);
        if (nodes.some((known) => known.pId === id)) return;
        const children = toSimpleNodes(await loadTreeChildren(id));
        setExpanded((current) => ({
          language: i18n.language,
          nodes: [...(current.language === i18n.language ? current.nodes : []), ...children],
        }));
      }}
    />
  );
}

/** A flat select of one level of categories (the children of `pcode`, default the roots). */
export function CategorySelect({
  pcode = CATEGORY_ROOT,
  value,
  onChange,
  ...rest
}: CategoryInputProps & { pcode?: string }) {
  const { i18n } = useTranslation();
  const level = useQuery({
    queryKey: ['category-level', pcode, i18n.language],
    queryFn: () => loadTreeRoot(pcode),
  });
  return (
    <Select
      {...rest}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={level.isLoading}
      options={(level.data ?? []).map((node) => ({ value: node.key, label: node.title }))}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? undefined)}
    />
  );
}
