import type { ProLayoutProps } from '@ant-design/pro-components';

const DARK_BACKGROUND = '#001529';
const TEXT = 'rgba(255, 255, 255, 0.85)';
const STRONG = '#ffffff';

/**
 * ProLayout tokens of the dark navigation menu (on the side, or across the top in top navigation): light
 * text on a dark blue ground, the selected item on the theme colour.
 */
export function darkNavToken(primaryColor: string, top: boolean): ProLayoutProps['token'] {
  const sider = {
    colorMenuBackground: DARK_BACKGROUND,
    colorBgMenuItemCollapsedElevated: DARK_BACKGROUND,
    colorMenuItemDivider: 'rgba(255, 255, 255, 0.15)',
    colorBgMenuItemHover: 'rgba(255, 255, 255, 0.08)',
    colorBgMenuItemActive: 'rgba(255, 255, 255, 0.12)',
    colorBgMenuItemSelected: primaryColor,
    colorTextMenuSelected: STRONG,
    colorTextMenuItemHover: STRONG,
    colorTextMenuActive: STRONG,
    colorTextMenu: TEXT,
    colorTextMenuSecondary: TEXT,
    colorTextMenuTitle: STRONG,
    colorTextSubMenuSelected: STRONG,
    colorBgCollapsedButton: DARK_BACKGROUND,
    colorTextCollapsedButton: TEXT,
    colorTextCollapsedButtonHover: STRONG,
  };
  if (!top) return { sider };
  return {
    sider,
    header: {
      colorBgHeader: DARK_BACKGROUND,
      colorBgScrollHeader: DARK_BACKGROUND,
      colorHeaderTitle: STRONG,
      colorBgMenuItemHover: 'rgba(255, 255, 255, 0.08)',
      colorBgMenuElevated: DARK_BACKGROUND,
      colorBgMenuItemSelected: primaryColor,
      colorTextMenuSelected: STRONG,
      colorTextMenuActive: STRONG,
      colorTextMenu: TEXT,
      colorTextMenuSecondary: TEXT,
      colorBgRightActionsItemHover: 'rgba(255, 255, 255, 0.08)',
      colorTextRightActionsItem: TEXT,
    },
  };
}
