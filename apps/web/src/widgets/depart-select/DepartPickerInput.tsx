import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerField } from '../picker-field';
import { departNamesKey, listAllDeparts } from './depart-api';
import { DepartPickerModal } from './DepartPickerModal';
import type { DepartOption } from './depart-tree-data';

export interface DepartPickerInputProps {
  /** The chosen departments' ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  multiple?: boolean;
  dataRequire?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The department-picker input: a read-only box with the chosen departments' names and a button that opens
 * 选择机构; the names of a value it was given come from the tenant's department list.
 */
export function DepartPickerInput({
  value,
  onChange,
  multiple = true,
  dataRequire = false,
  disabled = false,
  id,
  ...rest
}: DepartPickerInputProps) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  const ids = useMemo(() => value ?? [], [value]);
  const names = useQuery({
    queryKey: departNamesKey,
    queryFn: ({ signal }) => listAllDeparts(signal),
    enabled: ids.length > 0,
  });
  const chosen: DepartOption[] = useMemo(() => {
    const byId = new Map((names.data ?? []).map((depart) => [depart.id, depart.departName]));
    return ids.map((departId) => ({ id: departId, title: byId.get(departId) ?? departId }));
  }, [ids, names.data]);

  return (
    <>
      <PickerField
        id={id}
        aria-label={rest['aria-label']}
        disabled={disabled}
        placeholder={t('depart.inputPlaceholder')}
        text={chosen.map((option) => option.title).join(', ')}
        onOpen={() => setOpen(true)}
      />
      <DepartPickerModal
        open={open}
        multiple={multiple}
        dataRequire={dataRequire}
        value={chosen}
        onOk={(next) => {
          onChange?.(next.map((option) => option.id));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
