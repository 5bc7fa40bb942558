import {
  REPORT_CACHE_MS,
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE_OPTIONS,
  REPORT_PARAM_PREFIX,
  REPORT_POPUP_SCROLL_X,
  REPORT_POPUP_WIDTH,
  type PopupRecord,
  type ReportQueryItem,
} from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { ruleCodeValidator } from '../form-checks/rule-code-check';
import { fetchReportColumns, fetchReportData, fetchReportQueryInfo, reportRowKey } from './report-api';
import { selectionLabels } from '../crud/selection-labels';

/** How many query fields the search form shows before 展开. */
const FOLDED_FIELDS = 2;

export interface ReportPopupModalProps {
  /** The stored report's code. */
  code: string;
  open: boolean;
  multiple?: boolean;
  /** The confirmed choice: selected when the popup opens. */
  value: readonly PopupRecord[];
  /**
   * Values of the report's dynamic parameters, by name: the search form offers every parameter, starting
   * from these (else the report's default), and 查询 runs the report with what it holds.
   */
  params?: Readonly<Record<string, string>>;
  /** A preview of the report's rows: nothing is chosen, and the dialog only closes (onCancel). */
  preview?: boolean;
  onOk: (chosen: PopupRecord[]) => void;
  onCancel: () => void;
}

interface Query {
  pageNo: number;
  pageSize: number;
  column?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  filters: Record<string, string>;
}

const FIRST_PAGE: Query = { pageNo: 1, pageSize: REPORT_PAGE_SIZE, filters: {} };
const NO_PARAMS: Readonly<Record<string, string>> = {};

/** A parameter's field in the search form (apart from the query fields' names). */
const paramField = (name: string) => `${REPORT_PARAM_PREFIX}${name}`;

/** The search form's values split into the query fields' filters and the parameters, empty ones dropped. */
function splitSearch(values: Record<string, string | undefined>) {
  const filters: Record<string, string> = {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!value?.trim()) continue;
    if (name.startsWith(REPORT_PARAM_PREFIX)) params[name.slice(REPORT_PARAM_PREFIX.length)] = value;
    else filters[name] = value;
  }
  return { filters, params };
}

/**
 * The online report popup: the report's query fields (查询 / 重置 / 展开-收起), the selected-count bar with
 * 清空 (and 刷新 when the report has no query fields), and its rows ten to a page, one or several chosen.
 */
export function ReportPopupModal({
  code,
  open,
  multiple = false,
  value,
  params = NO_PARAMS,
  preview = false,
  onOk,
  onCancel,
}: ReportPopupModalProps) {
  const { t } = useTranslation('pickers');
  const [form] = Form.useForm<Record<string, string>>();
  const [chosen, setChosen] = useState<PopupRecord[]>(() => [...value]);
  const [query, setQuery] = useState<Query>(FIRST_PAGE);
  const [runParams, setRunParams] = useState<Readonly<Record<string, string>>>(params);
  const [expanded, setExpanded] = useState(false);
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setChosen([...value]);
      setQuery(FIRST_PAGE);
      setRunParams(params);
    }
  }
  const config = useQuery({
    queryKey: ['/online/cgreport/columns', code],
    queryFn: ({ signal }) => fetchReportColumns(code, signal),
    enabled: open,
    staleTime: REPORT_CACHE_MS,
  });
  const id = config.data?.cgRpConfigId;
  const queryInfo = useQuery({
    queryKey: ['/online/cgreport/queryInfo', id],
    queryFn: ({ signal }) => fetchReportQueryInfo(id ?? '', signal),
    enabled: open && id !== undefined,
    staleTime: REPORT_CACHE_MS,
  });
  const page = useQuery({
    queryKey: ['/online/cgreport/data', id, query, runParams],
    queryFn: ({ signal }) => fetchReportData(id ?? '', { ...query, params: runParams }, signal),
    enabled: open && id !== undefined,
    staleTime: REPORT_CACHE_MS,
    placeholderData: keepPreviousData,
  });
  const items = queryInfo.data ?? [];
  const reportParams = config.data?.params ?? [];
  const paramDefaults = Object.fromEntries(
    reportParams.map((param) => [
      paramField(param.paramName),
      params[param.paramName] ?? param.paramValue ?? '',
    ]),
  );
  const dictOptions = config.data?.dictOptions ?? {};

  const columns: TableColumnsType<PopupRecord> = (config.data?.columns ?? []).map((column) => ({
    key: column.dataIndex,
    dataIndex: column.dataIndex,
    title: column.title,
    sorter: true,
    ...(column.width ? { width: column.width } : {}),
    ...(dictOptions[column.dataIndex]
      ? {
          render: (cell: unknown) =>
            dictOptions[column.dataIndex]?.find((option) => option.value === String(cell))?.text ??
            String(cell ?? ''),
        }
      : {}),
  }));

  const choose = (keys: Key[]) => {
    const known = new Map(chosen.map((record) => [reportRowKey(record), record]));
    for (const record of page.data?.records ?? []) known.set(reportRowKey(record), record);
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

  const search = (values: Record<string, string | undefined>) => {
    const { filters, params: searched } = splitSearch(values);
    // The form's parameters replace the caller's values of them (an emptied one is not sent); the caller's
    // other values stay.
    const next: Record<string, string> = { ...params };
    for (const param of reportParams) delete next[param.paramName];
    setRunParams({ ...next, ...searched });
    setQuery((current) => ({ ...current, pageNo: 1, filters }));
  };

  const fieldOf = (item: ReportQueryItem) => {
    const options = dictOptions[item.field];
    const control = (name: string, label: string) => (
      <Form.Item key={name} name={name} label={label} style={{ marginBottom: 12 }}>
        {options ? (
          <Select allowClear options={options.map((o) => ({ value: o.value, label: o.text }))} />
        ) : (
          <Input allowClear autoComplete="off" />
        )}
      </Form.Item>
    );
    if (item.mode === 'group') {
      return (
        <Col key={item.field} xs={24} md={8}>
          <Space.Compact style={{ width: '100%' }}>
            {control(`${item.field}_begin`, `${item.label} ${t('report.from')}`)}
            {control(`${item.field}_end`, t('report.to'))}
          </Space.Compact>
        </Col>
      );
    }
    return (
      <Col key={item.field} xs={24} md={8}>
        {control(item.field, item.label)}
      </Col>
    );
  };

  const shownItems = expanded ? items : items.slice(0, FOLDED_FIELDS);
  return (
    <Modal
      open={open}
      title={config.data?.cgRpConfigName ?? t('report.title')}
      width={REPORT_POPUP_WIDTH}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onCancel}
      footer={preview ? <Button onClick={onCancel}>{t('report.close')}</Button> : undefined}
      destroyOnHidden
    >
      {config.isError ? <Alert type="error" showIcon message={t('report.loadFailed')} /> : null}
      {items.length > 0 || reportParams.length > 0 ? (
        <Form
          form={form}
          layout="inline"
          initialValues={paramDefaults}
          onFinish={search}
          role="search"
          aria-label={t('report.searchLabel')}
        >
          <Row gutter={16} style={{ width: '100%' }}>
            {reportParams.map((param) => (
              <Col key={param.paramName} xs={24} md={8}>
                <Form.Item
                  name={paramField(param.paramName)}
                  label={param.paramTxt}
                  rules={param.ruleCode ? [{ validator: ruleCodeValidator(param.ruleCode) }] : []}
                  style={{ marginBottom: 12 }}
                >
                  <Input allowClear autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
            {shownItems.map(fieldOf)}
            <Col xs={24} md={8}>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setRunParams(params);
                    setQuery(FIRST_PAGE);
                  }}
                >
                  {t('reset')}
                </Button>
                {items.length > FOLDED_FIELDS ? (
                  <Button type="link" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
                    {expanded ? t('report.collapse') : t('report.expand')}
                  </Button>
                ) : null}
              </Space>
            </Col>
          </Row>
        </Form>
      ) : null}
      {preview ? null : (
        <Alert
          type="info"
          style={{ margin: '8px 0' }}
          message={
            <Space>
              <span data-testid="report-selected-count">
                {t('report.selected', { count: chosen.length })}
              </span>
              <Button type="link" size="small" onClick={() => setChosen([])}>
                {t('report.clear')}
              </Button>
              {queryInfo.isSuccess && items.length === 0 && reportParams.length === 0 ? (
                <Button type="link" size="small" onClick={() => void page.refetch()}>
                  {t('report.refresh')}
                </Button>
              ) : null}
            </Space>
          }
        />
      )}
      <Table<PopupRecord>
        rowKey={reportRowKey}
        size="small"
        aria-label={config.data?.cgRpConfigName}
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        scroll={{ x: REPORT_POPUP_SCROLL_X }}
        rowSelection={
          preview
            ? undefined
            : {
                type: multiple ? 'checkbox' : 'radio',
                selectedRowKeys: chosen.map(reportRowKey),
                preserveSelectedRowKeys: true,
                onChange: choose,
                ...selectionLabels(page.data?.records ?? []),
              }
        }
        onRow={(record) => ({
          onClick: () => {
            if (preview) return;
            const key = reportRowKey(record);
            const keys = chosen.map(reportRowKey);
            if (!multiple) choose([key]);
            else choose(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);
          },
        })}
        onChange={(pagination, _filters, sorter) => {
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          setQuery((current) => ({
            ...current,
            pageNo: pagination.pageSize === current.pageSize ? (pagination.current ?? 1) : 1,
            pageSize: pagination.pageSize ?? REPORT_PAGE_SIZE,
            column: sort?.order ? String(sort.columnKey ?? sort.field) : undefined,
            order: sort?.order === 'ascend' ? 'asc' : sort?.order === 'descend' ? 'desc' : undefined,
          }));
        }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: REPORT_PAGE_SIZE_OPTIONS.map(String),
        }}
      />
    </Modal>
  );
}
