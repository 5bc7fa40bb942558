import { Drawer } from 'antd';
import { MallNavLinks } from './MallNavLinks';

interface MallNavDrawerProps {
  open: boolean;
  title: string;
  adminEntryPath: string | null;
  cartCount: number;
  onClose: () => void;
}

/** The mall links in a slide-in drawer on phones (loaded on first use). */
export default function MallNavDrawer({
  open,
  title,
  adminEntryPath,
  cartCount,
  onClose,
}: MallNavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={250} title={title}>
      <MallNavLinks adminEntryPath={adminEntryPath} cartCount={cartCount} vertical />
    </Drawer>
  );
}
