import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  /** How many records are chosen; nothing shows while none are. */
  count: number;
  onDelete(): void;
  onClear(): void;
}

/** The bar over a list with chosen records: how many, batch delete, and clearing the choice. */
export function SelectionBar({ count, onDelete, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Space wrap>
      <span>{t('crud.selected', { count })}</span>
      <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
        {t('crud.batchDelete')}
      </Button>
      <Button type="link" onClick={onClear}>
        {t('crud.clearSelection')}
      </Button>
    </Space>
  );
}
