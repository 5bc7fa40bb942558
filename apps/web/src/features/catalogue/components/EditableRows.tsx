import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './EditableRows.module.css';

export interface EditableColumn {
  key: string;
  title: string;
  width?: number;
  /** The cell's editor(s) for the row `field` (Form.Items named under `field.name`). */
  render: (field: FormListFieldData) => ReactNode;
}

interface EditableRowsProps {
  /** The form list's name (styles, parameters, ...). */
  name: string;
  caption: string;
  columns: EditableColumn[];
  newRow: (index: number) => unknown;
  addLabel: string;
  max: number;
  testId: string;
}

/**
 * An editable table over a form list: one row per item with its editors, a delete button per row and an
 * add button below. Rows keep their order; the form holds the values.
 */
export function EditableRows({ name, caption, columns, newRow, addLabel, max, testId }: EditableRowsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div data-testid={testId}>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            title={() => <span>{caption}</span>}
            // antd greys its empty text below the contrast minimum: this one keeps readable text.
            locale={{ emptyText: <span className={styles.empty}>{t('edit.noRows')}</span> }}
            columns={[
              ...columns.map((column) => ({
                key: column.key,
                title: column.title,
                width: column.width,
                render: (_: unknown, field: FormListFieldData) => column.render(field),
              })),
              {
                key: 'actions',
                title: t('edit.rowActions'),
                width: 80,
                render: (_: unknown, field: FormListFieldData) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('edit.removeRow', { index: field.name + 1 })}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add(newRow(fields.length))}
            style={{ marginTop: 8 }}
            data-testid={`${testId}-add`}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
