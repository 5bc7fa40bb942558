import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Space, Spin, Tag, Tree } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { errorMessageOf } from '../../lib/error-message';
import { loadDepartChildren, loadDepartRoots, searchDeparts } from './depart-api';
import { toggleChosen, toTreeData, withChildren, type DepartOption } from './depart-tree-data';

/** The department picker's width (px). */
export const DEPART_PICKER_WIDTH = 450;

export interface DepartPickerModalProps {
  open: boolean;
  /** Several departments (default) or one. */
  multiple?: boolean;
  /** Confirming with nothing chosen is refused ('请选择机构'). */
  dataRequire?: boolean;
  /** The confirmed choice: what the picker shows checked when it opens. */
  value: readonly DepartOption[];
  onOk: (chosen: DepartOption[]) => void;
  onCancel: () => void;
}

/**
 * 选择机构: a search box (a department name, on Enter), the chosen departments as tags, and a checkable tree
 * whose levels load when opened. Confirming hands the choice over; closing drops what was not confirmed.
 */
export function DepartPickerModal({
  open,
  multiple = true,
  dataRequire = false,
  value,
  onOk,
  onCancel,
}: DepartPickerModalProps) {
  const { t } = useTranslation('pickers');
  const [chosen, setChosen] = useState<DepartOption[]>(() => [...value]);
  const [loaded, setLoaded] = useState<DataNode[] | null>(null);
  const [found, setFound] = useState<DataNode[] | null>(null);
  const [searching, setSearching] = useState(false);
  // Every opening starts from the confirmed value: what the last closing left unconfirmed is gone.
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setChosen([...value]);
      setFound(null);
    }
  }
  const roots = useQuery({
    queryKey: ['/sys/sysDepart', 'loadTreeRoot'],
    queryFn: ({ signal }) => loadDepartRoots(signal),
    enabled: open,
  });
  const tree = found ?? loaded ?? toTreeData(roots.data ?? []);

  const search = async (text: string) => {
    const name = text.trim();
    if (!name) {
      setFound(null);
      return;
    }
    setSearching(true);
    try {
      setFound(toTreeData(await searchDeparts(name)));
    } catch (error) {
      feedback().message.warning(errorMessageOf(error));
    } finally {
      setSearching(false);
    }
  };

  const loadData = async (node: EventDataNode<DataNode>) => {
    if (node.children) return;
    const key = String(node.key);
    const children = toTreeData(await loadDepartChildren(key));
    if (found) setFound((current) => current && withChildren(current, key, children));
    else setLoaded((current) => withChildren(current ?? tree, key, children));
  };

  const confirm = () => {
    if (dataRequire && chosen.length === 0) {
      feedback().message.warning(t('depart.required'));
      return;
    }
    onOk(chosen);
  };

  return (
    <Modal
      open={open}
      title={t('depart.title')}
      width={DEPART_PICKER_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          aria-label={t('depart.searchLabel')}
          placeholder={t('depart.searchPlaceholder')}
          allowClear
          loading={searching}
          onSearch={(text) => void search(text)}
        />
        <div aria-live="polite" data-testid="depart-picker-chosen">
          {chosen.map((option) => (
            <Tag
              key={option.id}
              closable
              closeIcon={<span aria-label={t('depart.remove', { name: option.title })}>×</span>}
              onClose={() => setChosen(chosen.filter((item) => item.id !== option.id))}
            >
              {option.title}
            </Tag>
          ))}
        </div>
        <Spin spinning={open && roots.isPending}>
          <Tree
            aria-label={t('depart.treeLabel')}
            checkable
            checkStrictly
            blockNode
            selectable={false}
            treeData={tree}
            loadData={loadData}
            checkedKeys={chosen.map((option) => option.id)}
            onCheck={(_, info) =>
              setChosen(
                toggleChosen(
                  chosen,
                  { id: String(info.node.key), title: String(info.node.title) },
                  info.checked,
                  multiple,
                ),
              )
            }
          />
        </Spin>
      </Space>
    </Modal>
  );
}
