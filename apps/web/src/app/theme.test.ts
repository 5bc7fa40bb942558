import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../widgets/settings-drawer/settings-store';
import { APP_THEME, themeWithPrimary, withoutMotion } from './theme';

/** WCAG relative luminance of an opaque "#rrggbb" or "rgba(r, g, b, a)" drawn over `background`. */
function luminance(color: string, background: [number, number, number] = [255, 255, 255]): number {
  const rgba = color.startsWith('#')
    ? [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16)).concat(1)
    : (color.match(/[\d.]+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0, alpha = 1] = rgba;
  const channels = [r, g, b].map((value, index) => {
    const blended = (value * alpha + (background[index] ?? 255) * (1 - alpha)) / 255;
    return blended <= 0.03928 ? blended / 12.92 : ((blended + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const AA = 4.5;
const token = theme.getDesignToken(APP_THEME);

describe('the antd theme', () => {
  it('draws white text on the primary colour and primary links on white with AA contrast', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(AA);
    expect(contrast('#ffffff', token.colorPrimaryHover)).toBeGreaterThanOrEqual(AA);
    expect(contrast('#ffffff', token.colorPrimaryActive)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorLinkHover, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorError, '#ffffff')).toBeGreaterThanOrEqual(AA);
    // Links and danger buttons in a selected table row under the pointer.
    const selectedHover = APP_THEME.components?.Table?.rowSelectedHoverBg ?? '#bae0ff';
    expect(contrast(token.colorLink, selectedHover)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorLinkHover, selectedHover)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorError, selectedHover)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
  ] as const)('%s has AA contrast on white and on the layout grey', (key) => {
    expect(contrast(token[key], '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(token[key], token.colorBgLayout)).toBeGreaterThanOrEqual(AA);
  });
});

describe('the theme colours of the settings', () => {
  it('each carries white text and reads on white with AA contrast', () => {
    for (const color of THEME_COLORS) {
      const derived = theme.getDesignToken(themeWithPrimary(color.value));
      expect(contrast('#ffffff', derived.colorPrimary), color.key).toBeGreaterThanOrEqual(AA);
      expect(contrast(derived.colorLink, '#ffffff'), color.key).toBeGreaterThanOrEqual(AA);
    }
  });

  it('each keeps white text on a busy (loading) primary or danger button readable', () => {
    const busy = APP_THEME.components?.Button?.opacityLoading ?? theme.getDesignToken().opacityLoading;
    const faded = (color: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
      return `rgba(${r}, ${g}, ${b}, ${busy})`;
    };
    for (const color of THEME_COLORS) {
      const derived = theme.getDesignToken(themeWithPrimary(color.value));
      for (const fill of [derived.colorPrimary, derived.colorError])
        expect(contrast('#ffffff', faded(fill)), `${color.key} ${fill}`).toBeGreaterThanOrEqual(AA);
    }
    // The default blue's tuned hover too (the pointer stays on the 查询 just pressed).
    expect(contrast('#ffffff', faded(token.colorPrimaryHover))).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the tuned theme for the default blue', () => {
    expect(themeWithPrimary(THEME_COLORS[0].value)).toBe(APP_THEME);
  });
});

describe('the theme for reduced motion', () => {
  it('makes antd animations instant and keeps the colours', () => {
    const still = theme.getDesignToken(withoutMotion(APP_THEME));
    for (const duration of ['motionDurationFast', 'motionDurationMid', 'motionDurationSlow'] as const) {
      expect(still[duration]).toBe('0.01s');
      expect(token[duration]).not.toBe('0.01s');
    }
    // The animations still run (instantly), so that antd sees them end.
    expect(still.motion).toBe(true);
    expect(still.colorPrimary).toBe(token.colorPrimary);
  });
});
