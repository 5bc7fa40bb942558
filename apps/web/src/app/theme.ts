import type { ThemeConfig } from 'antd';

/**
 * The antd theme. Its text colours meet WCAG AA contrast (4.5:1) on the white and light grey backgrounds
 * they are drawn on: the primary blue (buttons with white text, links), the secondary, description and
 * placeholder greys (hints, breadcrumbs, footers, empty selects) and the error red (danger links).
 * Coloured tags get their darker text in styles/global.css.
 */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Hovered and pressed, buttons and links stay as readable as at rest.
    colorPrimaryHover: '#1668dc',
    colorPrimaryActive: '#003eb3',
    colorLinkHover: '#1668dc',
    colorLinkActive: '#003eb3',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  },
  components: {
    // A selected row keeps its light blue under the pointer: antd's darker hover blue leaves the row's
    // links and danger buttons below AA contrast.
    Table: { rowSelectedHoverBg: '#e6f4ff' },
    // A busy button (a list's 查询 while the list loads) keeps its colours: its spinner says it is busy.
    // antd fades it to 65%, which leaves white text on a primary or danger button near 3:1.
    Button: { opacityLoading: 1 },
  },
};

/**
 * The antd theme with the primary colour chosen in the settings. The default blue keeps its tuned hover
 * and pressed shades; another colour lets antd derive them.
 */
export function themeWithPrimary(primaryColor: string): ThemeConfig {
  const base = APP_THEME.token ?? {};
  if (primaryColor === base.colorPrimary) return APP_THEME;
  const {
    colorPrimaryHover: _primaryHover,
    colorPrimaryActive: _primaryActive,
    colorLinkHover: _linkHover,
    colorLinkActive: _linkActive,
    ...rest
  } = base;
  return { ...APP_THEME, token: { ...rest, colorPrimary: primaryColor, colorLink: primaryColor } };
}

/** How long antd's animations last for users who asked for reduced motion: a blink, not a movement. */
const REDUCED_MOTION_DURATION = '0.01s';

/**
 * The theme for users whose system asks for reduced motion: antd's dialogs, drawers, menus and popups
 * appear and leave at once. The animations still run, only instantly (antd's `motion: false` skips the
 * end of a closing animation, and a dialog opened from a menu then no longer closes on Escape).
 */
export function withoutMotion(theme: ThemeConfig): ThemeConfig {
  return {
    ...theme,
    token: {
      ...theme.token,
      motionDurationFast: REDUCED_MOTION_DURATION,
      motionDurationMid: REDUCED_MOTION_DURATION,
      motionDurationSlow: REDUCED_MOTION_DURATION,
    },
  };
}
