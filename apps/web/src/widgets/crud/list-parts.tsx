import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The pieces of an admin list that a page drawing its own table (a tree) shares with the kit's list page,
 * so that every admin list adds, fails and stays empty the same way.
 */

/** The toolbar's primary add button; `children` replaces the common "Add". */
export function AddButton({ onClick, children }: { onClick(): void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children ?? t('crud.add')}
    </Button>
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
