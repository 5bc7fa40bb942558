import {
  ApartmentOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
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
 * icon picker all draw from this one map. Decoration: the entry's title beside it names it.
 */
export const MENU_ICONS: Readonly<Record<string, ReactNode>> = {
  apartment: <ApartmentOutlined aria-hidden />,
  appstore: <AppstoreOutlined aria-hidden />,
  'area-chart': <AreaChartOutlined aria-hidden />,
  bank: <BankOutlined aria-hidden />,
  'bar-chart': <BarChartOutlined aria-hidden />,
  bell: <BellOutlined aria-hidden />,
  book: <BookOutlined aria-hidden />,
  calendar: <CalendarOutlined aria-hidden />,
  'clock-circle': <ClockCircleOutlined aria-hidden />,
  cloud: <CloudOutlined aria-hidden />,
  dashboard: <DashboardOutlined aria-hidden />,
  database: <DatabaseOutlined aria-hidden />,
  edit: <EditOutlined aria-hidden />,
  'file-search': <FileSearchOutlined aria-hidden />,
  'file-text': <FileTextOutlined aria-hidden />,
  folder: <FolderOutlined aria-hidden />,
  gift: <GiftOutlined aria-hidden />,
  global: <GlobalOutlined aria-hidden />,
  home: <HomeOutlined aria-hidden />,
  idcard: <IdcardOutlined aria-hidden />,
  link: <LinkOutlined aria-hidden />,
  mail: <MailOutlined aria-hidden />,
  menu: <MenuOutlined aria-hidden />,
  message: <MessageOutlined aria-hidden />,
  'money-collect': <MoneyCollectOutlined aria-hidden />,
  notification: <NotificationOutlined aria-hidden />,
  order: <FileTextOutlined aria-hidden />,
  profile: <ProfileOutlined aria-hidden />,
  safety: <SafetyOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
  shop: <ShopOutlined aria-hidden />,
  shopping: <ShoppingOutlined aria-hidden />,
  'shopping-cart': <ShoppingCartOutlined aria-hidden />,
  tags: <TagsOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  tool: <ToolOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
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
