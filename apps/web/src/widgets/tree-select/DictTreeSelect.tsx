import type { DictTreeNode } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { http } from '../../lib/http';
import { popupNamedFor } from '../../lib/tree-select-popup';
import { joinValues, splitValues } from '../dict-select';
import { loadDictTreeLevel, parseCondition, type DictTreeSource } from './dict-tree-api';

export interface DictTreeSelectProps extends DictTreeSource {
  /** The stored value; several values are comma-joined when `multiple`. */
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  /**
   * A dictionary whose texts name chosen values that are not loaded yet (a value deep in the tree), through
   * `/sys/dict/loadDictItem/{textDict}`; without it such a value shows as itself.
   */
  textDict?: string;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

interface FlatNode {
  id: string;
  pId: string | undefined;
  value: string;
  title: string;
  isLeaf: boolean;
}

const flat = (nodes: readonly DictTreeNode[], pId: string | undefined): FlatNode[] =>
  nodes.map((node) => ({ id: node.key, pId, value: node.value, title: node.title, isLeaf: node.leaf }));

/**
 * A tree select over a tree the server registers (`/sys/dict/loadTreeData`), each level loaded when it is
 * expanded. A `condition` that is not a JSON object string is refused with the widget's message and
 * nothing is loaded, since the server would refuse it too.
 */
export function DictTreeSelect({
  dict,
  pidField,
  hasChildField,
  condition,
  value,
  onChange,
  multiple,
  textDict,
  ...rest
}: DictTreeSelectProps) {
  const { t, i18n } = useTranslation('refdata');
  const conditionValid = parseCondition(condition) !== null;
  const source = { dict, pidField, hasChildField, condition };
  const sourceKey = [dict, pidField ?? '', hasChildField ?? '', condition ?? '', i18n.language];
  // Levels loaded on expansion, for the source they were loaded from (a new source or language starts over).
  const [expanded, setExpanded] = useState<{ key: string; nodes: FlatNode[] }>({ key: '', nodes: [] });
  const loadedKey = sourceKey.join('\u0000');
  const loaded = expanded.key === loadedKey ? expanded.nodes : [];

  useEffect(() => {
    if (!conditionValid) feedback().message.error(t('widgets.treeConditionInvalid'));
  }, [conditionValid, t]);

  const roots = useQuery({
    queryKey: ['dict-tree', ...sourceKey],
    queryFn: async ({ signal }) => flat(await loadDictTreeLevel(source, undefined, signal), undefined),
    enabled: conditionValid,
  });
  const nodes = [...(roots.data ?? []), ...loaded];
  const chosen = splitValues(value);
  const unnamed = chosen.filter((one) => !nodes.some((node) => node.value === one));
  const names = useQuery({
    queryKey: ['dict-tree-names', textDict, unnamed.join(','), i18n.language],
    queryFn: ({ signal }) =>
      http.get<string[]>(
        `/sys/dict/loadDictItem/${encodeURIComponent(textDict ?? '')}`,
        { key: unnamed.join(',') },
        { signal },
      ),
    enabled: Boolean(textDict) && unnamed.length > 0,
    staleTime: Infinity,
  });
  const labelOf = (one: string) =>
    nodes.find((node) => node.value === one)?.title ?? names.data?.[unnamed.indexOf(one)] ?? one;
  const labelled = chosen.map((one) => ({ value: one, label: labelOf(one) }));

  return (
    <TreeSelect<{ value: string; label: string } | { value: string; label: string }[] | undefined>
      {...rest}
      popupRender={popupNamedFor(rest.id)}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDataSimpleMode
      labelInValue
      multiple={multiple}
      status={conditionValid ? undefined : 'error'}
      aria-invalid={conditionValid ? undefined : true}
      loading={roots.isLoading || names.isFetching}
      treeData={nodes}
      value={multiple ? labelled : labelled[0]}
      onChange={(next) => {
        const picked = next === undefined ? [] : Array.isArray(next) ? next : [next];
        onChange?.(picked.length ? joinValues(picked.map((one) => one.value)) : undefined);
      }}
      loadData={async (node) => {
        const id = String(node.id);
        if (nodes.some((known) => known.pId === id)) return;
        const children = flat(await loadDictTreeLevel(source, id), id);
        setExpanded((current) => ({
          key: loadedKey,
          nodes: [...(current.key === loadedKey ? current.nodes : []), ...children],
        }));
      }}
    />
  );
}
