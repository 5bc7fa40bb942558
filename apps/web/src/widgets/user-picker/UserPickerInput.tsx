import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerField } from '../picker-field';
import { fetchUsersByIds, type UserOption } from './user-picker-api';
import { UserPickerModal } from './UserPickerModal';

export interface UserPickerInputProps {
  /** The chosen users' ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The user-picker input: a read-only box with the chosen users' names and a button that opens 选择用户;
 * the names of a value it was given are read for exactly those users.
 */
export function UserPickerInput({
  value,
  onChange,
  multiple = true,
  disabled = false,
  id,
  ...rest
}: UserPickerInputProps) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<UserOption[]>([]);
  const ids = useMemo(() => value ?? [], [value]);
  const unknown = ids.filter((userId) => !confirmed.some((user) => user.id === userId));
  const names = useQuery({
    queryKey: ['/sys/user', 'picker-names', unknown],
    queryFn: ({ signal }) => fetchUsersByIds(unknown, signal),
    enabled: unknown.length > 0,
  });
  const chosen = useMemo(() => {
    const byId = new Map([...(names.data ?? []), ...confirmed].map((user) => [user.id, user]));
    return ids.map((userId) => byId.get(userId) ?? { id: userId, username: userId, realname: userId });
  }, [ids, names.data, confirmed]);

  return (
    <>
      <PickerField
        id={id}
        aria-label={rest['aria-label']}
        disabled={disabled}
        placeholder={t('user.inputPlaceholder')}
        text={chosen.map((user) => user.realname || user.username).join(', ')}
        onOpen={() => setOpen(true)}
      />
      <UserPickerModal
        open={open}
        multiple={multiple}
        value={chosen}
        onOk={(next) => {
          setConfirmed(next);
          onChange?.(next.map((user) => user.id));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
