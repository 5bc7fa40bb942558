import {
  REJECT_REASON_MAX_LENGTH,
  type RejectRequest,
  type ReviewResult,
  type UserRecord,
} from '@mall/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useLastShown } from '../../../lib/use-last-shown';

interface RejectModalProps {
  /** The account to reject (a user or a customer of the lists); null keeps the modal closed. */
  user: Pick<UserRecord, 'id' | 'username'> | null;
  reject: UseMutationResult<ReviewResult, Error, RejectRequest>;
  onClose: () => void;
}

/** Rejects a registration with a reason (required), which the account reads at its next sign-in attempt. */
export function RejectModal({ user, reject, onClose }: RejectModalProps) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  // The title stays while the dialog fades out after the user is cleared.
  const shown = useLastShown(user);
  const [form] = Form.useForm<{ reason: string }>();

  const submit = async ({ reason }: { reason: string }) => {
    if (!user) return;
    try {
      await reject.mutateAsync({ id: user.id, reason: reason.trim() });
      message.success(t('user.rejected'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={shown ? t('user.rejectTitle', { username: shown.username }) : null}
      okText={t('user.reject')}
      okButtonProps={{ danger: true }}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reject.isPending}
      destroyOnHidden
    >
      <Form form={form} name="rejectForm" layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="reason"
          label={t('user.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('user.rejectReasonRequired') },
            { max: REJECT_REASON_MAX_LENGTH },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
