import { ReloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The list table's reload option as a real button, named in the page's language. The table's toolbar
 * draws its options as bare icons in a clickable span (no name, out of the Tab order); this button sits
 * in that span, so Tab reaches it and Enter or Space press it, and its click is the span's reload. The
 * props are those the toolbar's tooltip passes to its child.
 */
export function TableReloadButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      {...props}
      type="text"
      size="small"
      icon={<ReloadOutlined />}
      aria-label={t('crud.refresh')}
      data-testid="table-reload"
    />
  );
}
