import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FolderOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MenuOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The icons a menu may carry, by the antd name the menu stores. */
export const MENU_ICONS: Readonly<Record<string, ReactNode>> = {
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  bank: <BankOutlined />,
  'bar-chart': <BarChartOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  cloud: <CloudOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  'file-text': <FileTextOutlined />,
  folder: <FolderOutlined />,
  gift: <GiftOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  menu: <MenuOutlined />,
  message: <MessageOutlined />,
  'money-collect': <MoneyCollectOutlined />,
  notification: <NotificationOutlined />,
  profile: <ProfileOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  tags: <TagsOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
};

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
