import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const DRAWER_WIDTH = 250;

interface NarrowMenuButtonProps {
  logo: ReactNode;
  title: ReactNode;
  onOpen: () => void;
}

/** The header's logo and title on narrow screens, preceded by the button that opens the menu drawer. */
export function NarrowMenuButton({ logo, title, onOpen }: NarrowMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="small">
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('header.openMenu')}
        onClick={(event) => {
          // The header title links to the home page; the button only opens the menu.
          event.stopPropagation();
          onOpen();
        }}
      />
      {logo}
      {title}
    </Flex>
  );
}

/** On narrow screens the side menu is a slide-in drawer, 250 px wide. */
export function NarrowMenuDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      open={open}
      aria-label={t('nav.menu')}
      onClose={onClose}
      placement="left"
      size={DRAWER_WIDTH}
      closable={false}
      // Rendered inside the layout so the side menu keeps ProLayout's styles.
      getContainer={false}
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
