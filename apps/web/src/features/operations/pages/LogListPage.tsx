import { LogType, sysLogEntity, type LogTypeValue, type SysLogRecord } from '@mall/shared';
import { DatePicker, Input, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATETIME_FORMAT, formatDateTime } from '../../../lib/date-format';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { sysLogApi } from '../api/sys-log-api';

const COLUMNS: ColumnTweaks<SysLogRecord> = {
  logType: { hideInTable: true, search: false },
  createTime: { render: (_, record) => formatDateTime(record.createTime) },
  outcome: {
    render: (_, record) => (
      <Tag color={record.outcome === 'ok' ? 'success' : 'error'}>{record.outcome === 'ok' ? '✓' : '✗'}</Tag>
    ),
  },
  reason: { ellipsis: true },
  userAgent: { ellipsis: true },
  requestParam: {
    ellipsis: true,
    render: (_, record) => <Typography.Text code>{record.requestParam ?? ''}</Typography.Text>,
  },
};
const LOGIN_HIDDEN = ['method', 'requestUrl', 'requestParam', 'costTime'];
const OPERATION_HIDDEN = ['userAgent'];

function LogList({ logType }: { logType: LogTypeValue }) {
  const { t } = useTranslation('operations');
  const [keyWord, setKeyWord] = useState('');
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const api = useMemo(
    () =>
      sysLogApi({
        logType,
        keyWord,
        createTime_begin: period?.[0]?.startOf('day').toISOString() ?? '',
        createTime_end: period?.[1]?.endOf('day').toISOString() ?? '',
      }),
    [logType, keyWord, period],
  );
  const columns = useMemo<ColumnTweaks<SysLogRecord>>(() => {
    const hidden = logType === LogType.login ? LOGIN_HIDDEN : OPERATION_HIDDEN;
    return {
      ...COLUMNS,
      ...Object.fromEntries(hidden.map((name) => [name, { hideInTable: true }])),
    };
  }, [logType]);
  return (
    <AdminListPage<SysLogRecord>
      entity={sysLogEntity}
      api={api}
      testId={logType === LogType.login ? 'login-log-table' : 'operation-log-table'}
      title={t(logType === LogType.login ? 'log.loginTab' : 'log.operationTab')}
      emptyText={t('log.empty')}
      loadFailedText={t('log.loadFailed')}
      columns={columns}
      toolbarActions={() => [
        <DatePicker.RangePicker
          key="period"
          // Either end may stay open: an empty first date would otherwise take the focus back on every Tab.
          allowEmpty={[true, true]}
          aria-label={t('log.period')}
          format={DATETIME_FORMAT.split(' ')[0]}
          value={period}
          onChange={(value) => setPeriod(value)}
        />,
        <Input.Search
          key="keyWord"
          allowClear
          aria-label={t('log.keyWord')}
          placeholder={t('log.keyWord')}
          onSearch={(value) => setKeyWord(value.trim())}
          style={{ width: 220 }}
        />,
      ]}
    />
  );
}

/**
 * System → System log (component 'system/LogList'): the login and the operation log of the tenant,
 * searchable by time, account, outcome and words, and exportable.
 */
export default function LogListPage() {
  const { t } = useTranslation('operations');
  const [tab, setTab] = useState<string>(String(LogType.login));
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: String(LogType.login),
          label: t('log.loginTab'),
          children: <LogList logType={LogType.login} />,
        },
        {
          key: String(LogType.operation),
          label: t('log.operationTab'),
          children: <LogList logType={LogType.operation} />,
        },
      ]}
    />
  );
}
