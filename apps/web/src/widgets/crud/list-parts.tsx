import {
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ProTableProps } from '@ant-design/pro-components';
import { Alert, Button, Empty, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The pieces of an admin list that a page drawing its own table (a tree) shares with the kit's list page,
 * so that every admin list adds, exports, batch-deletes, fails and stays empty the same way.
 */

/** The toolbar's primary add button; `label` replaces the common "Add" (e.g. "add a company"). */
export function AddButton({ label, onClick }: { label?: string; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label ?? t('crud.add')}
    </Button>
  );
}

/** A byte count as people read it: KB below a megabyte, else MB with one decimal. */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * The toolbar's export button, busy while the file is made; while it arrives, with how much of it has
 * (`received` bytes).
 */
export function ExportButton({
  pending,
  received,
  onClick,
}: {
  pending: boolean;
  received?: number | undefined;
  onClick(): void;
}) {
  const { t } = useTranslation();
  const label = !pending
    ? t('crud.export')
    : received
      ? t('crud.exportingReceived', { size: formatBytes(received) })
      : t('crud.exporting');
  return (
    <Button icon={<DownloadOutlined />} loading={pending} onClick={onClick}>
      {label}
    </Button>
  );
}

/** The toolbar's import button: opens the Excel import dialog. */
export function ImportButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<UploadOutlined />} onClick={onClick}>
      {t('excelImport.button')}
    </Button>
  );
}

interface SelectionBarProps {
  /** How many records are chosen; nothing shows while none are. */
  count: number;
  /** Batch delete; absent: not offered (no permission). */
  onDelete?: () => void;
  onClear(): void;
  /** More buttons, before batch delete. */
  actions?: ReactNode;
  testId?: string;
}

/** The bar over a list with chosen records: how many, more actions, batch delete, clearing the choice. */
export function SelectionBar({ count, onDelete, onClear, actions, testId }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Space wrap data-testid={testId}>
      <span>{t('crud.selected', { count })}</span>
      {actions}
      {onDelete ? (
        <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
          {t('crud.batchDelete')}
        </Button>
      ) : null}
      <Button type="link" onClick={onClear}>
        {t('crud.clearSelection')}
      </Button>
    </Space>
  );
}

/** A list that could not be loaded: `text`, and a retry. */
export function LoadFailedAlert({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={text}
      action={
        <Button size="small" onClick={onRetry}>
          {t('crud.retry')}
        </Button>
      }
    />
  );
}

/** An empty list's text, as a table's `locale.emptyText`. */
export function emptyList(text: string): ReactNode {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

/**
 * The filter bar of every list: labels as wide as they need, and the "Expand / Collapse" toggle as a
 * button. ProTable wraps the toggle in an <a> without href, which Tab skips; the click of the button inside
 * reaches that <a>'s handler, so the keyboard opens the further filters too.
 */
export const FILTER_BAR_SEARCH = {
  labelWidth: 'auto',
  collapseRender: (collapsed, _props, intl, hiddenNum) => (
    <Button type="link" size="small" aria-expanded={!collapsed} style={{ paddingInline: 0 }}>
      {collapsed
        ? intl.getMessage('tableForm.collapsed', '展开')
        : intl.getMessage('tableForm.expand', '收起')}
      {collapsed && hiddenNum ? ` (${hiddenNum})` : null}
      <DownOutlined rotate={collapsed ? 0 : 180} />
    </Button>
  ),
} satisfies ProTableProps<Record<string, unknown>, Record<string, unknown>>['search'];
