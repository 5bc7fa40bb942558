import {
  ApartmentOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MailOutlined,
  MenuOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The icons a menu entry may carry, by the antd name the menu stores: the side menu, the menu list and the
 * icon picker all draw from this one map.
 */
export const MENU_ICONS: Readonly<Record<string, ReactNode>> = {
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  'area-chart': <AreaChartOutlined />,
  bank: <BankOutlined />,
  'bar-chart': <BarChartOutlined />,
  bell: <BellOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  cloud: <CloudOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  edit: <EditOutlined />,
  'file-search': <FileSearchOutlined />,
  'file-text': <FileTextOutlined />,
  folder: <FolderOutlined />,
  gift: <GiftOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  mail: <MailOutlined />,
  menu: <MenuOutlined />,
  message: <MessageOutlined />,
  'money-collect': <MoneyCollectOutlined />,
  notification: <NotificationOutlined />,
  order: <FileTextOutlined />,
  profile: <ProfileOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  shopping: <ShoppingOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  tags: <TagsOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
};

/** The icon of a stored name (antd icon names, with or without the "-outlined" suffix), if known. */
export function menuIconOf(name?: string | null): ReactNode {
  if (!name) return undefined;
  const key = name
    .replace(/Outlined$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/-outlined$/, '');
  return MENU_ICONS[key];
}
