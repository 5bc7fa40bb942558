import { ProTable, type ProColumns } from '@ant-design/pro-components';
import {
  DEMAND_EXPORT_TITLE,
  DEMAND_SORT_COLUMNS,
  DEMAND_SUPER_QUERY_FIELDS,
  DemandStatus,
  Permission,
  formatMoney,
  type DemandRecord,
} from '@mall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, type Breakpoint } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { ExportButton, FILTER_BAR_SEARCH, SelectionBar } from '../../../widgets/crud/list-parts';
import { prefetchCrudList, useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { exportFileName } from '../../../widgets/crud/use-export-download';
import { SuperQuery } from '../../../widgets/super-query';
import { DEMAND_LIST_APIS, type DemandScope } from '../api/demand-api';
import { DEMAND_FILTER_FIELDS, ORDER_TIME_RANGE_FIELD, demandFiltersOf } from '../demand-rules';
import { useDemandModals } from '../hooks/use-demand-modals';
import { useDemandNewsReload } from '../hooks/use-order-news';
import { ApprovalTag, DemandStatusTag, QuoteMarks, QuoteValidUntil, UnreadMark } from './DemandTags';
import { DemandRowActions } from './DemandRowActions';

const DEFAULT_SORT = { column: 'orderTime', order: 'desc' } as const;
const rowId = (record: DemandRecord) => record.id;

/** The list's paging, sort and filters of a scope: the same for its first answer's prefetch. */
function demandListOptions(scope: DemandScope) {
  return {
    api: DEMAND_LIST_APIS[scope],
    sortColumns: DEMAND_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: DEMAND_FILTER_FIELDS,
    rowId,
  };
}

/** Asks for a scope's first page of orders ahead of the list's render (a page module's `prefetch`). */
export const prefetchDemandList = (queryClient: QueryClient, scope: DemandScope) =>
  prefetchCrudList(queryClient, demandListOptions(scope));

type StatusKey = `status.${0 | 1 | 2 | 3}`;

/*
 * The window widths (antd breakpoints) from which a column shows: a phone sees the order number, status,
 * actual price and actions, a tablet adds the order time and approval, a laptop (1024 px) the quote's
 * valid-until day, a desktop the products, a large screen the rest, so that the table fits its card with every action in view.
 */
const TABLET: Breakpoint[] = ['md'];
const LAPTOP: Breakpoint[] = ['lg'];
const DESKTOP: Breakpoint[] = ['xl'];
const LARGE: Breakpoint[] = ['xxl'];

/**
 * A demand order list with server paging (10/20/30), the filters order number, product name, order time range,
 * status, customer name or phone and memo, and the order actions of the scope: the buyer's own orders
 * (`mine`) or every order of the tenant (`manage`, staff).
 */
export function DemandListView({ scope }: { scope: DemandScope }) {
  const { t } = useTranslation('demand');
  const modals = useDemandModals();
  const page = useCrudListPage(demandListOptions(scope));
  const { onSubmit } = page.tableProps;
  // Staff who handle orders export the list as it is filtered (the buyer's own list has no export).
  const canExport = useCan(Permission.demandManage) && scope === 'manage';
  useDemandNewsReload();

  const columns = useMemo<ProColumns<DemandRecord>[]>(() => {
    const money = (record: DemandRecord, value: string | null) => formatMoney(value, record.currency);
    return [
      { title: t('field.orderNo'), dataIndex: 'orderNo', sorter: true, copyable: true },
      { title: t('field.productName'), dataIndex: 'productName', hideInTable: true },
      {
        title: t('field.products'),
        dataIndex: 'productSummary',
        search: false,
        ellipsis: true,
        responsive: DESKTOP,
      },
      {
        title: t('field.orderTime'),
        dataIndex: 'orderTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        responsive: TABLET,
        render: (_, record) => formatDateTime(record.orderTime),
      },
      {
        title: t('field.orderTime'),
        dataIndex: 'orderTime',
        valueType: 'dateRange',
        // Either end may stay open: an empty first date would otherwise take the focus back on every Tab.
        fieldProps: { allowEmpty: [true, true] },
        hideInTable: true,
        key: ORDER_TIME_RANGE_FIELD,
      },
      {
        title: t('field.status'),
        dataIndex: 'status',
        sorter: true,
        valueType: 'select',
        valueEnum: Object.fromEntries(
          Object.values(DemandStatus).map((status) => [status, { text: t(`status.${status}` as StatusKey) }]),
        ),
        // The status and its marks wrap onto more lines rather than widen the column past the actions.
        render: (_, record) => (
          <Flex wrap gap={4}>
            <DemandStatusTag status={record.status} />
            <QuoteMarks expired={record.quoteExpired} locked={record.priceLocked} />
            <UnreadMark unread={record.unreadMessages} />
          </Flex>
        ),
      },
      { title: t('field.customer'), dataIndex: 'customer', hideInTable: true },
      {
        title: t('field.customerName'),
        dataIndex: 'customerName',
        search: false,
        responsive: LARGE,
        render: (_, record) => (
          <>
            <div>{record.customerName}</div>
            <div>{record.customerCompany}</div>
            <div>{record.customerPhone}</div>
          </>
        ),
      },
      { title: t('field.memo'), dataIndex: 'memo', ellipsis: true, responsive: LARGE },
      {
        title: t('field.standardPrice'),
        dataIndex: 'standardPrice',
        search: false,
        responsive: LARGE,
        align: 'right',
        render: (_, record) => money(record, record.standardPrice),
      },
      {
        title: t('field.actualPrice'),
        dataIndex: 'actualPrice',
        search: false,
        sorter: true,
        align: 'right',
        render: (_, record) => money(record, record.actualPrice),
      },
      {
        title: t('field.expectedPrice'),
        dataIndex: 'expectedPrice',
        search: false,
        responsive: LARGE,
        align: 'right',
        render: (_, record) => money(record, record.expectedPrice),
      },
      {
        title: t('field.approvalStatus'),
        dataIndex: 'approvalStatus',
        search: false,
        responsive: TABLET,
        render: (_, record) => <ApprovalTag status={record.approvalStatus} />,
      },
      {
        title: t('field.validUntil'),
        dataIndex: 'quoteDate',
        key: 'validUntil',
        search: false,
        responsive: LAPTOP,
        render: (_, record) => <QuoteValidUntil quoteDate={record.quoteDate} />,
      },
      {
        title: t('field.action'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => <DemandRowActions record={record} scope={scope} openModal={modals.open} />,
      },
    ];
  }, [t, scope, modals.open]);

  return (
    <div data-testid={`demand-table-${scope}`}>
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('error.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<DemandRecord>
        {...page.tableProps}
        onSubmit={(values: Record<string, unknown>) => onSubmit(demandFiltersOf(values))}
        // Staff may choose orders to export only those.
        rowSelection={canExport ? page.tableProps.rowSelection : false}
        tableExtraRender={() => (
          <SelectionBar
            testId={`demand-table-${scope}-selection`}
            count={page.selectedIds.length}
            onClear={page.clearSelection}
          />
        )}
        columns={columns}
        // Staff query every order of the tenant by any of its fields and its price application's.
        toolBarRender={
          scope === 'manage'
            ? () => [
                <SuperQuery
                  key="super-query"
                  fields={DEMAND_SUPER_QUERY_FIELDS}
                  saveCode="demand-manage"
                  value={page.advanced}
                  onChange={page.setAdvanced}
                />,
                canExport ? (
                  <ExportButton
                    key="export"
                    pending={page.mutations.exportXls.isPending}
                    received={page.exportReceived}
                    onClick={() =>
                      void page
                        .exportCurrent(
                          exportFileName({ exportTitle: DEMAND_EXPORT_TITLE }, currentLanguage()),
                        )
                        .catch(() => undefined)
                    }
                  />
                ) : null,
              ]
            : undefined
        }
        search={FILTER_BAR_SEARCH}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      {modals.element}
    </div>
  );
}
