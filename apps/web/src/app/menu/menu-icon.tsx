import {
  AppstoreOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons for the names the server menu uses (antd icon names, with or without the "-outlined" suffix). */
const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  dashboard: <DashboardOutlined />,
  'file-text': <FileTextOutlined />,
  home: <HomeOutlined />,
  order: <FileTextOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
};

export function menuIconOf(name?: string): ReactNode {
  if (!name) return undefined;
  const key = name
    .replace(/Outlined$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/-outlined$/, '');
  return ICONS[key];
}
