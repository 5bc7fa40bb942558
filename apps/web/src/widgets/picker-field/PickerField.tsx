import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PickerFieldProps {
  /** What is chosen, as the box shows it. */
  text: string;
  placeholder: string;
  /** Opens the picker (the box and the button both do; neither while disabled). */
  onOpen: () => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The field of every picker: a read-only box with what is chosen and a 选择 button beside it, both opening
 * the picker's dialog. The pickers differ in their dialogs only.
 */
export function PickerField({ text, placeholder, onOpen, disabled = false, id, ...rest }: PickerFieldProps) {
  const { t } = useTranslation('pickers');
  const open = () => {
    if (!disabled) onOpen();
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        readOnly
        disabled={disabled}
        placeholder={placeholder}
        value={text}
        onClick={open}
      />
      <Button disabled={disabled} onClick={open}>
        {t('choose')}
      </Button>
    </Space.Compact>
  );
}
