import type { AnnouncementRecord, MyAnnouncementRecord } from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { feedback } from '../../../lib/feedback';
import { NoticeModal } from '../../../widgets/notice-bell/NoticeModal';
import { openTargetOf, PRIORITY_COLOR } from '../../../widgets/notice-bell/priority';
import { myAnnouncementApi, announcementActions } from '../api/announcement-api';

type ReadFilter = 'all' | '0' | '1';
const PAGE_SIZE = 10;

/** The user's own announcements (/isps/userAnnouncement): read/unread filter, paging, open, mark all read. */
export default function UserAnnouncementPage() {
  const { t } = useTranslation('announcement');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<AnnouncementRecord | null>(null);
  const query = { pageNo, pageSize: PAGE_SIZE, ...(readFilter === 'all' ? {} : { readFlag: readFilter }) };
  const list = useQuery({
    queryKey: ['announcement', 'mine', query],
    queryFn: () => myAnnouncementApi.list(query),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['announcement', 'mine'] });
    void queryClient.invalidateQueries({ queryKey: ['notice'] });
  };

  const open = async (record: MyAnnouncementRecord) => {
    if (record.readFlag === '0') await myAnnouncementApi.markRead(record.anntId);
    refresh();
    const target = openTargetOf(record);
    if (target.kind === 'page') void navigate(target.path);
    else setOpened(await announcementActions.queryById(record.anntId));
  };

  const readAll = async () => {
    await myAnnouncementApi.readAll();
    message.success(t('mine.readAllDone'));
    refresh();
  };

  const columns = useMemo<TableColumnsType<MyAnnouncementRecord>>(
    () => [
      { title: t('fields.titile'), dataIndex: 'titile', ellipsis: true },
      {
        title: t('fields.msgCategory'),
        dataIndex: 'msgCategory',
        render: (value: '1' | '2') => t(`category.${value}`),
      },
      {
        title: t('fields.priority'),
        dataIndex: 'priority',
        render: (value: 'L' | 'M' | 'H') => <Tag color={PRIORITY_COLOR[value]}>{t(`priority.${value}`)}</Tag>,
      },
      { title: t('fields.sender'), dataIndex: 'sender' },
      {
        title: t('fields.sendTime'),
        dataIndex: 'sendTime',
        render: (value: string | null) => formatDateTime(value),
      },
      {
        title: t('mine.readFlag'),
        dataIndex: 'readFlag',
        render: (value: '0' | '1') =>
          value === '1' ? t('mine.read') : <Tag color="red">{t('mine.unread')}</Tag>,
      },
      {
        title: t('mine.open'),
        key: 'open',
        render: (_, record) => (
          <Button type="link" size="small" onClick={() => void open(record)}>
            {t('mine.open')}
          </Button>
        ),
      },
    ],
    // open() only reads stable setters and the current records.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('mine.title')}</h2>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <span id="read-filter-label">{t('mine.readFilter')}</span>
        <Segmented<ReadFilter>
          aria-labelledby="read-filter-label"
          value={readFilter}
          onChange={(value) => {
            setReadFilter(value);
            setPageNo(1);
          }}
          options={[
            { value: 'all', label: t('mine.all') },
            { value: '0', label: t('mine.unread') },
            { value: '1', label: t('mine.read') },
          ]}
        />
        <Button onClick={() => void readAll()}>{t('mine.readAll')}</Button>
      </Space>
      {list.isError ? <Alert type="error" showIcon message={t('mine.loadFailed')} /> : null}
      <Table<MyAnnouncementRecord>
        data-testid="my-announcements"
        rowKey="anntId"
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.empty')} /> }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
      />
      <NoticeModal record={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
