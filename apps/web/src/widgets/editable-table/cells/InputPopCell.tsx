import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, type CellControlProps } from './cell-props';

const POP_ROWS = 6;

/** A text cell with a button that opens a larger text area; OK keeps the text, cancel drops it. */
export function InputPopCell({
  column,
  value,
  onChange,
  onBlur,
  disabled,
  label,
  describedBy,
  invalid,
}: CellControlProps) {
  const { t } = useTranslation('editableTable');
  const [draft, setDraft] = useState<string | null>(null);
  const text = textOf(value);
  return (
    <>
      <Input
        value={text}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        status={invalid ? 'error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        suffix={
          <Button
            type="text"
            size="small"
            disabled={disabled}
            aria-label={`${t('inputPop.open')} ${label}`}
            icon={<ExpandAltOutlined aria-hidden />}
            onClick={() => setDraft(text)}
          />
        }
      />
      <Modal
        open={draft !== null}
        title={t('inputPop.title', { title: column.title })}
        destroyOnHidden
        onCancel={() => setDraft(null)}
        onOk={() => {
          onChange(draft ?? '');
          setDraft(null);
          onBlur();
        }}
      >
        <Input.TextArea
          {...column.props}
          autoFocus
          aria-label={label}
          rows={POP_ROWS}
          value={draft ?? ''}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Modal>
    </>
  );
}
