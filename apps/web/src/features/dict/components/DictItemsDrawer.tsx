import type { DictRecord } from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { invalidateDictionaries } from '../../../widgets/dict-select';
import {
  EditableTable,
  type EditableColumn,
  type EditableTableHandle,
  type ToolbarAction,
} from '../../../widgets/editable-table';
import { addDictItem, deleteDictItem, dictItemsKey, editDictItem, fetchDictItems } from '../api/dict-api';
import { itemChanges, itemRow } from './dict-item-rows';

interface Props {
  dict: DictRecord | undefined;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onClose: () => void;
}

const maxRule = (max: number, message: string) => ({
  pattern: new RegExp(`^[\\s\\S]{0,${max}}$`),
  message,
});

/**
 * The items of one dictionary in an editable table (a cell is edited on click): value, text in both
 * languages, description, order (rows dragged or moved are renumbered), enabled. Save sends the new rows,
 * the changed ones and the deleted ids through the item endpoints, which check each as before.
 */
export function DictItemsDrawer({ dict, canAdd, canEdit, canDelete, onClose }: Props) {
  const { t, i18n } = useTranslation('refdata');
  const { message } = feedback();
  const client = useQueryClient();
  const table = useRef<EditableTableHandle>(null);
  const [saving, setSaving] = useState(false);
  const items = useQuery({
    queryKey: dictItemsKey(dict?.id ?? ''),
    queryFn: () => fetchDictItems(dict?.id ?? ''),
    enabled: Boolean(dict),
  });
  const rows = useMemo(() => (items.data?.records ?? []).map(itemRow), [items.data]);
  const loadedIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const columns = useMemo<EditableColumn[]>(() => {
    const tooLong = (max: number) => t('dict.tooLong', { max });
    return [
      {
        key: 'itemValue',
        title: t('dict.itemValue'),
        type: 'input',
        validateRules: [{ required: true }, { unique: true }, maxRule(100, tooLong(100))],
      },
      {
        key: 'zh',
        title: t('dict.itemTextZh'),
        type: 'input',
        validateRules: [{ required: true }, maxRule(100, tooLong(100))],
      },
      {
        key: 'en',
        title: t('dict.itemTextEn'),
        type: 'input',
        validateRules: [{ required: true }, maxRule(100, tooLong(100))],
      },
      {
        key: 'description',
        title: t('dict.description'),
        type: 'input',
        validateRules: [maxRule(255, tooLong(255))],
      },
      { key: 'sortOrder', title: t('dict.sortOrder'), type: 'inputNumber', width: 80, disabled: true },
      { key: 'enabled', title: t('dict.enabled'), type: 'checkbox', width: 80, defaultValue: true },
    ];
  }, [t]);

  const save = async () => {
    const outcome = await table.current?.getValuesWithValidation();
    if (!outcome || !dict) return;
    if (outcome.errorCount > 0) {
      void message.error(t('dict.invalidCells', { count: outcome.errorCount }));
      return;
    }
    const changes = itemChanges(dict.id, outcome.values, items.data?.records ?? [], outcome.deletedIds);
    setSaving(true);
    try {
      for (const id of changes.deleted) await deleteDictItem(id);
      for (const body of changes.edited) await editDictItem(body);
      for (const body of changes.added) await addDictItem(body);
      void message.success(
        t('dict.savedChanges', {
          added: changes.added.length,
          edited: changes.edited.length,
          deleted: changes.deleted.length,
        }),
      );
    } finally {
      // What was saved before a refusal stays saved: the table shows the items as they now are.
      await client.invalidateQueries({ queryKey: dictItemsKey(dict.id) });
      await invalidateDictionaries(client);
      setSaving(false);
    }
  };

  const language = i18n.language === 'en' ? 'en' : 'zh';
  const name = dict ? dict.dictName[language] || dict.dictName.zh : '';
  const editable = canAdd || canEdit || canDelete;
  // Only the buttons the user's permissions allow: the server refuses the rest anyway.
  const toolbar: ToolbarAction[] = [
    ...(canAdd ? (['add', 'insert'] as const) : []),
    ...(canDelete ? (['delete'] as const) : []),
    ...(canEdit ? (['moveUp', 'moveDown'] as const) : []),
    'clearSelection',
  ];

  return (
    <Drawer
      open={Boolean(dict)}
      onClose={onClose}
      width={960}
      title={t('dict.itemsTitle', { name })}
      extra={
        editable ? (
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="dict-items-save">
              {t('dict.saveItems')}
            </Button>
          </Space>
        ) : null
      }
    >
      <div data-testid="dict-items">
        <EditableTable
          key={dict?.id}
          ref={table}
          aria-label={t('dict.itemsTitle', { name })}
          columns={columns}
          dataSource={rows}
          sortKey="sortOrder"
          toolbar={toolbar}
          dragSort={canEdit}
          alwaysEdit={false}
          disabled={!editable || items.isFetching}
          disabledRows={canEdit ? undefined : loadedIds}
          size="small"
        />
      </div>
    </Drawer>
  );
}
