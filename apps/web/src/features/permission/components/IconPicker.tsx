import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICONS } from '../../../widgets/menu-icon/menu-icon';

interface IconPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** Picks a menu icon from a searchable list that previews each one; an icon stored before stays selectable. */
export function IconPicker({ id, value, onChange }: IconPickerProps) {
  const { t } = useTranslation('access');
  const names = Object.keys(MENU_ICONS);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      allowClear
      showSearch
      placeholder={t('menu.pickIcon')}
      aria-label={t('menu.icon')}
      options={names.map((name) => ({
        value: name,
        label: (
          <Space>
            {MENU_ICONS[name] ?? null}
            {name}
          </Space>
        ),
        searchText: name,
      }))}
      filterOption={(input, option) => String(option?.value ?? '').includes(input.toLowerCase())}
    />
  );
}
