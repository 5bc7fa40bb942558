import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The toolbar's add button; `label` replaces the default text (e.g. "add a company"). */
export function AddButton({ label, onClick }: { label?: string; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label ?? t('crud.add')}
    </Button>
  );
}

/** The toolbar's export button, busy while the file is made. */
export function ExportButton({ pending, onClick }: { pending: boolean; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} loading={pending} onClick={onClick}>
      {pending ? t('crud.exporting') : t('crud.export')}
    </Button>
  );
}
