import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, THEME_COLORS } from './settings-store';

describe('shell settings', () => {
  it('defaults to blue, light menu, side navigation, fixed width, fixed side menu and multi-tab on', () => {
    expect(readSettings(null)).toEqual({
      navTheme: 'light',
      primaryColor: THEME_COLORS[0].value,
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      fixedHeader: false,
      fixSiderbar: true,
      colorWeak: false,
      multipage: true,
    });
  });

  it('takes stored choices and ignores values that are not choices', () => {
    expect(
      readSettings({
        navTheme: 'dark',
        layout: 'topmenu',
        multipage: false,
        primaryColor: 'url(javascript:alert(1))',
        fixedHeader: 'yes',
        extra: 1,
      }),
    ).toEqual({ ...DEFAULT_SETTINGS, navTheme: 'dark', layout: 'topmenu', multipage: false });
  });
});
