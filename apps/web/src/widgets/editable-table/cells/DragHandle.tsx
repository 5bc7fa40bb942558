import { HolderOutlined } from '@ant-design/icons';
import styles from '../EditableTable.module.css';

/**
 * The handle a row is dragged by. Pointer only: from the keyboard the toolbar's move up / move down do the
 * same, so the handle takes no focus.
 */
export function DragHandle({
  disabled,
  title,
  onDragStart,
}: {
  disabled: boolean;
  title: string;
  onDragStart: () => void;
}) {
  return (
    <span
      className={styles.dragHandle}
      draggable={!disabled}
      title={title}
      data-drag-handle
      onDragStart={(event) => {
        event.dataTransfer?.setData('text/plain', title);
        const row = event.currentTarget.closest('tr');
        if (row) event.dataTransfer?.setDragImage(row, 0, 0);
        onDragStart();
      }}
    >
      <HolderOutlined aria-hidden />
    </span>
  );
}
