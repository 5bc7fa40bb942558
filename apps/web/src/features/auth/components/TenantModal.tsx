import type { TenantSummary } from '@mall/shared';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface TenantModalProps {
  open: boolean;
  tenants: TenantSummary[];
  onChoose: (tenantId: string) => void;
}

const MODAL_WIDTH = 450;

/**
 * After sign-in, a user of several tenants picks the one to act in. The choice is required: the modal
 * cannot be dismissed, and confirming without one marks the field in error.
 */
export function TenantModal({ open, tenants, onChoose }: TenantModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ tenantId: string }>();
  return (
    <Modal
      open={open}
      title={t('org.tenant.title')}
      width={MODAL_WIDTH}
      closable={false}
      maskClosable={false}
      keyboard={false}
      okText={t('org.tenant.confirm')}
      onOk={() => form.submit()}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'tenant-modal-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="tenant-modal"
        onFinish={(values) => onChoose(values.tenantId)}
      >
        <Form.Item
          name="tenantId"
          label={t('org.tenant.label')}
          rules={[{ required: true, message: t('org.tenant.required') }]}
        >
          <Select
            autoFocus
            showSearch={{ optionFilterProp: 'label' }}
            options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
