import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, useSettingsStore, type ShellSettings } from './settings-store';

const DRAWER_WIDTH = 300;

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** One labelled switch row of the drawer. */
function SwitchRow({
  setting,
  label,
  hint,
  disabled = false,
}: {
  setting: 'fixedHeader' | 'fixSiderbar' | 'colorWeak' | 'multipage';
  label: string;
  hint?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const checked = useSettingsStore((state) => state[setting]);
  const change = useSettingsStore((state) => state.change);
  return (
    <Flex justify="space-between" align="center" style={{ paddingBlock: 6 }}>
      <label htmlFor={id}>
        {label}
        {hint && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
      </label>
      <Switch
        id={id}
        size="small"
        data-testid={`setting-${setting}`}
        checked={checked}
        disabled={disabled}
        onChange={(value) => change(setting, value)}
      />
    </Flex>
  );
}

/**
 * The settings drawer: menu theme, theme colour, side or top navigation, content width, fixed header,
 * fixed side menu (not in top navigation), colour-weak mode and the multi-tab switch. Every change applies
 * at once and is kept in the browser.
 */
export default function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation('shell');
  const settings = useSettingsStore();
  const change = settings.change;
  const widthId = useId();
  const isTop = settings.layout === 'topmenu';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      size={DRAWER_WIDTH}
      data-testid="settings-drawer"
    >
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('settings.navTheme')}
      </Typography.Title>
      <Radio.Group
        aria-label={t('settings.navTheme')}
        value={settings.navTheme}
        onChange={(event) => change('navTheme', event.target.value as ShellSettings['navTheme'])}
        options={[
          { value: 'light', label: <span data-testid="setting-nav-light">{t('settings.light')}</span> },
          { value: 'dark', label: <span data-testid="setting-nav-dark">{t('settings.dark')}</span> },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 20 }}>
        {t('settings.themeColor')}
      </Typography.Title>
      <Flex gap={8} wrap role="radiogroup" aria-label={t('settings.themeColor')}>
        {THEME_COLORS.map((color) => {
          const selected = settings.primaryColor === color.value;
          const name = t(`settings.colors.${color.key}`);
          return (
            <Tooltip key={color.key} title={name}>
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={name}
                data-testid={`setting-color-${color.key}`}
                onClick={() => change('primaryColor', color.value)}
                style={{
                  width: 24,
                  height: 24,
                  border: 0,
                  borderRadius: 4,
                  cursor: 'pointer',
                  color: '#fff',
                  background: color.value,
                }}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </Flex>
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('settings.layout')}
      </Typography.Title>
      <Radio.Group
        aria-label={t('settings.layout')}
        value={settings.layout}
        onChange={(event) => change('layout', event.target.value as ShellSettings['layout'])}
        options={[
          {
            value: 'sidemenu',
            label: <span data-testid="setting-layout-side">{t('settings.sidemenu')}</span>,
          },
          { value: 'topmenu', label: <span data-testid="setting-layout-top">{t('settings.topmenu')}</span> },
        ]}
      />
      <Flex justify="space-between" align="center" style={{ paddingBlock: 6, marginTop: 12 }}>
        <label htmlFor={widthId}>
          {t('settings.contentWidth')}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {t('settings.contentWidthHint')}
          </Typography.Text>
        </label>
        <Select
          id={widthId}
          size="small"
          style={{ width: 90 }}
          value={settings.contentWidth}
          onChange={(value) => change('contentWidth', value)}
          options={[
            { value: 'Fixed', label: t('settings.fixed') },
            { value: 'Fluid', label: t('settings.fluid') },
          ]}
        />
      </Flex>
      <SwitchRow setting="fixedHeader" label={t('settings.fixedHeader')} />
      <SwitchRow
        setting="fixSiderbar"
        label={t('settings.fixSiderbar')}
        hint={isTop ? t('settings.fixSiderbarHint') : undefined}
        disabled={isTop}
      />
      <Divider />
      <SwitchRow setting="colorWeak" label={t('settings.colorWeak')} />
      <SwitchRow setting="multipage" label={t('settings.multipage')} />
      <Divider />
      <Button block onClick={settings.reset} data-testid="setting-reset">
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
