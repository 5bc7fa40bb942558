import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleCodeValidator } from '../../../widgets/form-checks/rule-code-check';

interface CheckValueModalProps {
  /** The code of the rule tried; null: closed. */
  ruleCode: string | null;
  onClose: () => void;
}

/** Tries a value against a check rule, as a form field naming the rule would check it. */
export function CheckValueModal({ ruleCode, onClose }: CheckValueModalProps) {
  const { t } = useTranslation('rules');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  const [passed, setPassed] = useState<string | null>(null);
  const check = async () => {
    setPassed(null);
    const { value } = await form.validateFields();
    setPassed(value);
  };
  return (
    <Modal
      open={ruleCode !== null}
      title={t('checkRule.tryTitle', { code: ruleCode ?? '' })}
      okText={t('checkRule.try')}
      cancelText={tc('action.cancel')}
      onOk={() => void check().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setPassed(null);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="checkValueForm" onValuesChange={() => setPassed(null)}>
        <Form.Item
          name="value"
          label={t('checkRule.tryValue')}
          validateTrigger={[]}
          rules={[
            { required: true, message: t('checkRule.tryValueRequired') },
            ...(ruleCode ? [{ validator: ruleCodeValidator(ruleCode) }] : []),
          ]}
        >
          <Input autoComplete="off" onPressEnter={() => void check().catch(() => undefined)} />
        </Form.Item>
      </Form>
      {passed !== null && (
        <Typography.Text type="success" data-testid="check-value-passed">
          {t('checkRule.tryPassed', { value: passed })}
        </Typography.Text>
      )}
    </Modal>
  );
}
