import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './EditableTable.module.css';

export type ToolbarAction = 'add' | 'insert' | 'delete' | 'moveUp' | 'moveDown' | 'clearSelection';

/**
 * The table's buttons (all, or only the listed `actions`); those acting on the selection are off while
 * nothing is selected.
 */
export function Toolbar({
  selected,
  disabled,
  actions,
  onAction,
}: {
  selected: number;
  disabled: boolean;
  actions?: readonly ToolbarAction[];
  onAction: (action: ToolbarAction) => void;
}) {
  const { t } = useTranslation('editableTable');
  const none = disabled || selected === 0;
  const shown = (action: ToolbarAction) => !actions || actions.includes(action);
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
      {shown('add') && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => onAction('add')}
        >
          {t('toolbar.add')}
        </Button>
      )}
      {shown('insert') && (
        <Button disabled={disabled} onClick={() => onAction('insert')}>
          {t('toolbar.insert')}
        </Button>
      )}
      {shown('delete') && (
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={none}
          onClick={() => onAction('delete')}
        >
          {t('toolbar.delete')}
        </Button>
      )}
      {shown('moveUp') && (
        <Button icon={<ArrowUpOutlined aria-hidden />} disabled={none} onClick={() => onAction('moveUp')}>
          {t('toolbar.moveUp')}
        </Button>
      )}
      {shown('moveDown') && (
        <Button icon={<ArrowDownOutlined aria-hidden />} disabled={none} onClick={() => onAction('moveDown')}>
          {t('toolbar.moveDown')}
        </Button>
      )}
      {shown('clearSelection') && (
        <Button disabled={none} onClick={() => onAction('clearSelection')}>
          {t('toolbar.clearSelection')}
        </Button>
      )}
      {selected > 0 && <span aria-live="polite">{t('toolbar.selected', { count: selected })}</span>}
    </div>
  );
}
