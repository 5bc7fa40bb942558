import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistrationHistory } from './RegistrationHistory';

interface RegistrationHistoryButtonProps {
  /** The self-registered account whose review history opens. */
  user: { id: string; username: string };
}

/** A row action that opens the registration's review history in a dialog. */
export function RegistrationHistoryButton({ user }: RegistrationHistoryButtonProps) {
  const { t } = useTranslation('system');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('registrationHistory.button')}
      </Button>
      <Modal
        open={open}
        title={t('registrationHistory.title', { username: user.username })}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {open ? <RegistrationHistory userId={user.id} /> : null}
      </Modal>
    </>
  );
}
