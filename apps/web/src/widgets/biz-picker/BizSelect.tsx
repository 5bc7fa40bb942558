import { POPUP_SOURCES, type PopupCode, type PopupRecord } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPopupByIds, recordId } from './biz-picker-api';
import { BizPickerModal } from './BizPickerModal';

export interface BizSelectProps {
  code: PopupCode;
  /** The chosen records' ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * A field whose value is record ids of a source (roles, positions, users), chosen through the business
 * picker; the box shows the chosen records' names, read for exactly those ids.
 */
export function BizSelect({
  code,
  value,
  onChange,
  multiple = true,
  disabled = false,
  id,
  ...rest
}: BizSelectProps) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<PopupRecord[]>([]);
  const labelField = POPUP_SOURCES[code].labelField;
  const ids = useMemo(() => value ?? [], [value]);
  const unknown = ids.filter((recordKey) => !confirmed.some((record) => recordId(record) === recordKey));
  const names = useQuery({
    queryKey: ['/online/cgreport', code, 'ids', unknown],
    queryFn: ({ signal }) => fetchPopupByIds(code, unknown, signal),
    enabled: unknown.length > 0,
  });
  const chosen = useMemo(() => {
    const byId = new Map([...(names.data ?? []), ...confirmed].map((record) => [recordId(record), record]));
    return ids.map((recordKey) => byId.get(recordKey) ?? { id: recordKey, [labelField]: recordKey });
  }, [ids, names.data, confirmed, labelField]);

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label={rest['aria-label']}
          readOnly
          disabled={disabled}
          placeholder={t('biz.inputPlaceholder')}
          value={chosen.map((record) => String(record[labelField] ?? '')).join(', ')}
          onClick={() => !disabled && setOpen(true)}
        />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {t('choose')}
        </Button>
      </Space.Compact>
      <BizPickerModal
        code={code}
        open={open}
        multiple={multiple}
        value={chosen}
        onOk={(next) => {
          setConfirmed(next);
          onChange?.(next.map(recordId));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
