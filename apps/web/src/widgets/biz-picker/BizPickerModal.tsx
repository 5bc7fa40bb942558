import {
  pickLocalized,
  POPUP_PAGE_SIZE,
  POPUP_PAGE_SIZE_OPTIONS,
  POPUP_SOURCES,
  type PopupCode,
  type PopupRecord,
} from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Col, Input, Modal, Row, Table, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { currentLanguage } from '../../lib/i18n';
import { fetchPopupPage, recordId } from './biz-picker-api';
import { selectionLabels } from '../crud/selection-labels';

/** The business picker's width (px): the popup's. */
export const BIZ_PICKER_WIDTH = 1200;

export interface BizPickerModalProps {
  /** The source: one of the server's fixed lists. */
  code: PopupCode;
  open: boolean;
  /** Several records, or one (default). */
  multiple?: boolean;
  /** The confirmed choice: listed as selected when the picker opens. */
  value: readonly PopupRecord[];
  onOk: (chosen: PopupRecord[]) => void;
  onCancel: () => void;
}

/**
 * The business component picker: a query box, the source's results five to a page, and the selected
 * records with 删除 on each. Confirming needs one record at least ('请选择一条记录'); closing drops what was
 * not confirmed.
 */
export function BizPickerModal({ code, open, multiple = false, value, onOk, onCancel }: BizPickerModalProps) {
  const { t } = useTranslation('pickers');
  const language = currentLanguage();
  const source = POPUP_SOURCES[code];
  const [chosen, setChosen] = useState<PopupRecord[]>(() => [...value]);
  const [query, setQuery] = useState({ pageNo: 1, pageSize: POPUP_PAGE_SIZE, keyword: '' });
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setChosen([...value]);
      setQuery({ pageNo: 1, pageSize: POPUP_PAGE_SIZE, keyword: '' });
    }
  }
  const page = useQuery({
    queryKey: ['/online/cgreport', code, query],
    queryFn: ({ signal }) => fetchPopupPage(code, query, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const sourceName = pickLocalized(source.title, language);
  const label = (record: PopupRecord) => String(record[source.labelField] ?? recordId(record));

  const columns: TableColumnsType<PopupRecord> = source.columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    title: pickLocalized(column.title, language),
  }));

  const choose = (keys: Key[]) => {
    const known = new Map(chosen.map((record) => [recordId(record), record]));
    for (const record of page.data?.records ?? []) known.set(recordId(record), record);
    setChosen(
      keys
        .map((key) => known.get(String(key)))
        .filter((record): record is PopupRecord => record !== undefined),
    );
  };

  const confirm = () => {
    if (chosen.length === 0 || (!multiple && chosen.length > 1)) {
      feedback().message.warning(t('selectOne'));
      return;
    }
    onOk(chosen);
  };

  return (
    <Modal
      open={open}
      title={t('biz.title', { name: sourceName })}
      width={BIZ_PICKER_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Row gutter={16}>
        <Col xs={24} md={16} role="region" aria-label={t('biz.resultsLabel')}>
          <Input.Search
            aria-label={t('biz.queryLabel')}
            placeholder={t('biz.queryPlaceholder')}
            allowClear
            enterButton={t('search')}
            onSearch={(keyword) =>
              setQuery((current) => ({ ...current, pageNo: 1, keyword: keyword.trim() }))
            }
            style={{ marginBottom: 12 }}
          />
          <Table<PopupRecord>
            rowKey={recordId}
            size="small"
            columns={columns}
            dataSource={page.data?.records ?? []}
            loading={page.isFetching}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map(recordId),
              preserveSelectedRowKeys: true,
              onChange: choose,
              ...selectionLabels(page.data?.records ?? [], label),
            }}
            pagination={{
              current: query.pageNo,
              pageSize: query.pageSize,
              total: page.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: POPUP_PAGE_SIZE_OPTIONS.map(String),
              onChange: (pageNo, pageSize) =>
                setQuery((current) => ({
                  ...current,
                  pageNo: pageSize === current.pageSize ? pageNo : 1,
                  pageSize,
                })),
            }}
          />
        </Col>
        <Col xs={24} md={8} role="region" aria-label={t('biz.selectedLabel')}>
          <Table<PopupRecord>
            rowKey={recordId}
            size="small"
            pagination={false}
            dataSource={chosen}
            locale={{ emptyText: t('biz.empty') }}
            columns={[
              { key: 'label', title: t('biz.selectedLabel'), render: (_, record) => label(record) },
              {
                key: 'action',
                title: t('biz.action'),
                width: 80,
                render: (_, record) => (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${t('biz.delete')} ${label(record)}`}
                    onClick={() => setChosen(chosen.filter((item) => recordId(item) !== recordId(record)))}
                  >
                    {t('biz.delete')}
                  </Button>
                ),
              },
            ]}
          />
        </Col>
      </Row>
    </Modal>
  );
}
