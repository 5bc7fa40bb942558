import { ReloadOutlined } from '@ant-design/icons';
import { dictEntity, EMPTY_TEXT, Permission, type DictRecord } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useCan } from '../../../lib/permissions/use-can';
import { readTenantId, writePreloadedDictionaries } from '../../../lib/stored-session';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { invalidateDictionaries } from '../../../widgets/dict-select';
import { dictApi, refreshDictCache } from '../api/dict-api';
import { DictFormModal } from '../components/DictFormModal';
import { DictItemsDrawer } from '../components/DictItemsDrawer';

/**
 * System → Dictionaries (component 'system/DictList') on the kit: list, add, edit, delete one or a
 * selection, export the current filter; items in a drawer; the clients' dictionary caches refreshed.
 */
export default function DictListPage() {
  const { t, i18n } = useTranslation('refdata');
  const canAdd = useCan(Permission.dictAdd);
  const canEdit = useCan(Permission.dictEdit);
  const canDelete = useCan(Permission.dictDelete);
  const [itemsOf, setItemsOf] = useState<DictRecord | undefined>();
  const client = useQueryClient();
  const { message } = feedback();
  const refresh = useMutation({
    mutationFn: refreshDictCache,
    onSuccess: async (preloaded) => {
      writePreloadedDictionaries(readTenantId(), i18n.language, preloaded);
      await invalidateDictionaries(client);
      message.success(t('dict.cacheRefreshed'));
    },
  });
  const columns: ColumnTweaks<DictRecord> = {
    description: { ellipsis: true },
    preload: {
      render: (_, dict) => (dict.preload ? <Tag color="blue">{t('dict.preloaded')}</Tag> : EMPTY_TEXT),
    },
  };

  return (
    <AdminListPage<DictRecord>
      entity={dictEntity}
      api={dictApi}
      testId="dict-table"
      title={t('dict.listTitle')}
      emptyText={t('dict.empty')}
      loadFailedText={t('dict.loadFailed')}
      columns={columns}
      toolbarActions={() =>
        canEdit
          ? [
              <Button
                key="refresh-cache"
                icon={<ReloadOutlined />}
                loading={refresh.isPending}
                onClick={() => refresh.mutate()}
              >
                {t('dict.refreshCache')}
              </Button>,
            ]
          : []
      }
      rowActions={(dict) => (
        <Button type="link" size="small" onClick={() => setItemsOf(dict)}>
          {t('dict.items')}
        </Button>
      )}
      renderForm={(form) => (
        <DictFormModal key={form.key} open={form.open} dictId={form.id} onClose={form.close} />
      )}
    >
      <DictItemsDrawer
        dict={itemsOf}
        canAdd={canAdd}
        canEdit={canEdit}
        canDelete={canDelete}
        onClose={() => setItemsOf(undefined)}
      />
    </AdminListPage>
  );
}
