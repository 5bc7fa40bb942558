import { Form } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTable, type EditableTableProps } from './EditableTable';
import type { EditableTableHandle, RowValues } from './types';

export interface EditableTableFormItemProps extends Omit<
  EditableTableProps,
  'dataSource' | 'onValuesChange' | 'ref'
> {
  /** The form field holding the rows (a list of `RowValues`). */
  name: NamePath;
  /** Reaches the table (deleted ids, selection) from the page. */
  tableRef?: RefObject<EditableTableHandle | null>;
}

interface TableInputProps extends Omit<EditableTableProps, 'dataSource' | 'onValuesChange'> {
  value?: RowValues[];
  onChange?: (rows: RowValues[]) => void;
}

/** The table as a form control: the field's rows in, every change out. */
function TableInput({ value, onChange, ...table }: TableInputProps) {
  return <EditableTable {...table} dataSource={value} onValuesChange={onChange} />;
}

/**
 * An editable table as one field of an antd form. The form's check runs every cell's rules (each failing
 * cell is marked) and fails with the count; it runs on the form's validation only, not on each keystroke.
 * Errors the server answers for the field show under the table.
 */
export function EditableTableFormItem({ name, tableRef, ...table }: EditableTableFormItemProps) {
  const { t } = useTranslation('editableTable');
  const ownRef = useRef<EditableTableHandle>(null);
  const ref = tableRef ?? ownRef;
  return (
    <Form.Item
      name={name}
      validateTrigger={[]}
      style={{ marginBottom: 0 }}
      rules={[
        {
          validator: async () => {
            const outcome = await ref.current?.getValuesWithValidation();
            if (outcome?.errorCount) throw new Error(t('form.invalid', { count: outcome.errorCount }));
          },
        },
      ]}
    >
      <TableInput {...table} ref={ref} />
    </Form.Item>
  );
}
