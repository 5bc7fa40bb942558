import type { UserRecord } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { fetchUserPage, toUserOption, USER_PICKER_PAGE_SIZE, type UserOption } from './user-picker-api';
import { truncate } from './truncate';
import { selectionLabels } from '../crud/selection-labels';

/** The user picker's width (px). */
export const USER_PICKER_WIDTH = 1200;

export interface UserPickerModalProps {
  open: boolean;
  /** Several users (default) or one: single mode refuses to confirm more than one row. */
  multiple?: boolean;
  /** The confirmed choice: checked when the picker opens. */
  value: readonly UserOption[];
  onOk: (chosen: UserOption[]) => void;
  onCancel: () => void;
}

/**
 * 选择用户: the tenant's users page by page, searchable by username, names cut at 25 characters. Rows chosen
 * on other pages stay chosen; confirming hands the choice over, closing drops what was not confirmed.
 */
export function UserPickerModal({ open, multiple = true, value, onOk, onCancel }: UserPickerModalProps) {
  const { t } = useTranslation('pickers');
  const [chosen, setChosen] = useState<UserOption[]>(() => [...value]);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ pageNo: 1, username: '' });
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setChosen([...value]);
      setTyped('');
      setQuery({ pageNo: 1, username: '' });
    }
  }
  const page = useQuery({
    queryKey: ['/sys/user', 'picker', query],
    queryFn: ({ signal }) => fetchUserPage({ ...query, pageSize: USER_PICKER_PAGE_SIZE }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<UserRecord> = [
    { key: 'username', dataIndex: 'username', title: t('user.username') },
    {
      key: 'realname',
      dataIndex: 'realname',
      title: t('user.realname'),
      render: (name: string) => <span title={name}>{truncate(name)}</span>,
    },
    { key: 'phone', dataIndex: 'phone', title: t('user.phone') },
  ];

  const choose = (keys: Key[]) => {
    const known = new Map(chosen.map((user) => [user.id, user]));
    for (const user of page.data?.records ?? []) known.set(user.id, toUserOption(user));
    setChosen(keys.flatMap((key) => known.get(String(key)) ?? []));
  };

  const confirm = () => {
    if (!multiple && chosen.length > 1) {
      feedback().message.warning(t('selectOne'));
      return;
    }
    onOk(chosen);
  };

  const search = () => setQuery({ pageNo: 1, username: typed.trim() });

  return (
    <Modal
      open={open}
      title={t('user.title')}
      width={USER_PICKER_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <label htmlFor="user-picker-search">{t('user.searchLabel')}</label>
          <Input
            id="user-picker-search"
            placeholder={t('user.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={search}
          />
          <Button type="primary" onClick={search}>
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setTyped('');
              setQuery({ pageNo: 1, username: '' });
            }}
          >
            {t('reset')}
          </Button>
        </Space>
        <div aria-live="polite">{t('selectedCount', { count: chosen.length })}</div>
        <Table<UserRecord>
          aria-label={t('user.tableLabel')}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={page.data?.records ?? []}
          loading={page.isFetching}
          rowSelection={{
            selectedRowKeys: chosen.map((user) => user.id),
            preserveSelectedRowKeys: true,
            onChange: choose,
            ...selectionLabels(page.data?.records ?? []),
          }}
          pagination={{
            current: query.pageNo,
            pageSize: USER_PICKER_PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (pageNo) => setQuery((current) => ({ ...current, pageNo })),
          }}
        />
      </Space>
    </Modal>
  );
}
