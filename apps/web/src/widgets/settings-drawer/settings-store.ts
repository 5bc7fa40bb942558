import { create } from 'zustand';
import { storage } from '../../lib/storage';

/** The shell's appearance and behaviour, chosen in the settings drawer and kept in the browser. */
export interface ShellSettings {
  /** Colour scheme of the navigation menu. */
  navTheme: 'light' | 'dark';
  /** Primary (theme) colour. */
  primaryColor: string;
  /** Navigation on the side or across the top. */
  layout: 'sidemenu' | 'topmenu';
  /** Content width in top navigation: fixed (centred) or fluid. */
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  /** Fixed side menu; has no effect in top navigation. */
  fixSiderbar: boolean;
  /** Colour-weak mode (inverted colours). */
  colorWeak: boolean;
  /** Multi-tab workspace; off keeps only the current page. */
  multipage: boolean;
}

/**
 * Theme colours offered, each readable as text and as a button background with white text (WCAG AA on
 * white). The first one is the default blue.
 */
export const THEME_COLORS = [
  { key: 'blue', value: '#0958d9' },
  { key: 'purple', value: '#531dab' },
  { key: 'magenta', value: '#c41d7f' },
  { key: 'red', value: '#cf1322' },
  { key: 'orange', value: '#ad4e00' },
  { key: 'green', value: '#237804' },
  { key: 'cyan', value: '#006d75' },
] as const;

/** Defaults: blue, light menu, side navigation, fixed content width, fixed side menu, multi-tab on. */
export const DEFAULT_SETTINGS: ShellSettings = {
  navTheme: 'light',
  primaryColor: THEME_COLORS[0].value,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multipage: true,
};

/** Storage key (under the app's storage namespace). */
export const SETTINGS_KEY = 'SHELL_SETTINGS';

const CHOICES: { [K in keyof ShellSettings]: (value: unknown) => value is ShellSettings[K] } = {
  navTheme: (value): value is ShellSettings['navTheme'] => value === 'light' || value === 'dark',
  primaryColor: (value): value is string => THEME_COLORS.some((color) => color.value === value),
  layout: (value): value is ShellSettings['layout'] => value === 'sidemenu' || value === 'topmenu',
  contentWidth: (value): value is ShellSettings['contentWidth'] => value === 'Fixed' || value === 'Fluid',
  fixedHeader: (value): value is boolean => typeof value === 'boolean',
  fixSiderbar: (value): value is boolean => typeof value === 'boolean',
  colorWeak: (value): value is boolean => typeof value === 'boolean',
  multipage: (value): value is boolean => typeof value === 'boolean',
};

/** Stored settings over the defaults; a stored value that is not one of the choices is ignored. */
export function readSettings(stored: unknown): ShellSettings {
  const result: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  if (typeof stored === 'object' && stored !== null) {
    for (const [key, accepts] of Object.entries(CHOICES)) {
      const value = (stored as Record<string, unknown>)[key];
      if ((accepts as (value: unknown) => boolean)(value)) result[key] = value;
    }
  }
  return result as unknown as ShellSettings;
}

interface SettingsState extends ShellSettings {
  change: <K extends keyof ShellSettings>(key: K, value: ShellSettings[K]) => void;
  reset: () => void;
}

function valuesOf(state: ShellSettings): ShellSettings {
  return readSettings(state);
}

/** The settings, read synchronously from storage when the app starts (so the first paint uses them). */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readSettings(storage.get<unknown>(SETTINGS_KEY)),
  change: (key, value) => {
    set({ [key]: value } as Partial<ShellSettings>);
    storage.set(SETTINGS_KEY, valuesOf(get()));
  },
  reset: () => {
    set(DEFAULT_SETTINGS);
    storage.remove(SETTINGS_KEY);
  },
}));

/** Applies the settings that live outside React (colour-weak filter on the document) now and on change. */
export function applyDocumentSettings(): () => void {
  const apply = (colorWeak: boolean) => {
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  };
  apply(useSettingsStore.getState().colorWeak);
  return useSettingsStore.subscribe((state, previous) => {
    if (state.colorWeak !== previous.colorWeak) apply(state.colorWeak);
  });
}
