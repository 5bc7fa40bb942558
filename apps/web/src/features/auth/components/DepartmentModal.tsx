import type { DepartSummary, DepartUserInfo } from '@mall/shared';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectDepart } from '../api/org-api';

interface DepartmentModalProps {
  open: boolean;
  /** signIn: required after login (cannot be dismissed); switch: from the header (can be cancelled). */
  purpose: 'signIn' | 'switch';
  departs: DepartSummary[];
  currentOrgCode: string | null;
  username: string;
  /** The server accepted the department: the user as it now stands. */
  onChosen: (userInfo: DepartUserInfo, depart: DepartSummary) => void;
  /** The server refused or could not be reached (after sign-in this ends the session). */
  onFailed: (error: unknown) => void;
  onCancel?: () => void;
}

const MODAL_WIDTH = 450;

/**
 * Picks the department the user acts in, among their own, and posts it. A choice is required:
 * confirming without one marks the field in error.
 */
export function DepartmentModal({
  open,
  purpose,
  departs,
  currentOrgCode,
  username,
  onChosen,
  onFailed,
  onCancel,
}: DepartmentModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ orgCode: string }>();
  const [saving, setSaving] = useState(false);
  const signingIn = purpose === 'signIn';

  const confirm = async ({ orgCode }: { orgCode: string }) => {
    const depart = departs.find((candidate) => candidate.orgCode === orgCode);
    if (!depart) return;
    setSaving(true);
    try {
      // After sign-in the login flow reports a failure itself (login failed); the switch keeps the HTTP notice.
      const result = await selectDepart({ orgCode: depart.orgCode, username }, { silent: signingIn });
      onChosen(result.userInfo, depart);
    } catch (error) {
      onFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(signingIn ? 'org.depart.title' : 'org.depart.switchTitle')}
      width={MODAL_WIDTH}
      closable={!signingIn}
      maskClosable={false}
      keyboard={!signingIn}
      okText={t('org.depart.confirm')}
      cancelText={t('org.depart.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      cancelButtonProps={signingIn ? { style: { display: 'none' } } : {}}
      okButtonProps={{ 'data-testid': 'depart-modal-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="depart-modal"
        // After sign-in the user picks explicitly; the switch starts from the current department.
        initialValues={{ orgCode: signingIn ? undefined : (currentOrgCode ?? undefined) }}
        onFinish={(values) => void confirm(values)}
      >
        <Form.Item
          name="orgCode"
          label={t('org.depart.label')}
          rules={[{ required: true, message: t('org.depart.required') }]}
        >
          <Select
            autoFocus
            showSearch={{ optionFilterProp: 'label' }}
            options={departs.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
