import { popupCodeSchema, type PopupRecord } from '@mall/shared';
import { PickerField } from '../picker-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { BizPickerModal } from './BizPickerModal';
import { ReportPopupModal } from './ReportPopupModal';
import { destValuesOf, popupConfigError, type PopupConfig } from './popup-config';

export interface PopupInputProps extends PopupConfig {
  /** The form field this box shows (default: the first of destFields). */
  field?: string;
  multiple?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  /** Every target field's value, when records are confirmed. */
  onPick?: (values: Record<string, string>) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The popup input: opens the business picker on the source `code` (one of the fixed sources), or the
 * online report popup on the stored report of that code, and fills the form fields destFields from the
 * chosen records' orgFields. A faulty configuration opens nothing and says what is wrong.
 */
export function PopupInput({
  code,
  orgFields,
  destFields,
  field,
  multiple = false,
  value,
  onChange,
  onPick,
  disabled = false,
  id,
  ...rest
}: PopupInputProps) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PopupRecord[]>([]);
  const source = popupCodeSchema.safeParse(code);
  const fault = popupConfigError({ code, orgFields, destFields });
  const pick = (records: PopupRecord[]) => {
    const values = destValuesOf(records, orgFields ?? '', destFields ?? '');
    const shown = field ?? Object.keys(values)[0] ?? '';
    setChosen(records);
    onPick?.(values);
    onChange?.(values[shown] ?? '');
    setOpen(false);
  };

  const openPicker = () => {
    if (fault) {
      feedback().message.error(t(`biz.${fault}`));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <PickerField
        id={id}
        aria-label={rest['aria-label']}
        disabled={disabled}
        placeholder={t('biz.inputPlaceholder')}
        text={value ?? ''}
        onOpen={openPicker}
      />
      {fault || !code ? null : source.success ? (
        <BizPickerModal
          code={source.data}
          open={open}
          multiple={multiple}
          value={chosen}
          onOk={pick}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <ReportPopupModal
          code={code}
          open={open}
          multiple={multiple}
          value={chosen}
          onOk={pick}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
