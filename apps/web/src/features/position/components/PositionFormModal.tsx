import {
  POSITION_CODE_MAX_LENGTH,
  POSITION_CODE_PATTERN,
  POSITION_LEVEL_MAX,
  POSITION_NAME_MAX_LENGTH,
  POSITION_RANKS,
  PositionRank,
  type PositionAddRequest,
} from '@mall/shared';
import { Alert, Form, Input, InputNumber, Modal, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { duplicateValidator } from '../../../widgets/form-checks/duplicate-check';
import { positionApi } from '../api/position-api';

type PositionFormValues = Omit<PositionAddRequest, 'memo'> & { memo?: string | null };

interface PositionFormModalProps {
  open: boolean;
  positionId: string | undefined;
  onClose: () => void;
}

const EMPTY: PositionFormValues = {
  code: '',
  name: '',
  nameEn: '',
  postRank: PositionRank.staff,
  postLevel: 1,
  memo: '',
};

/** Create or edit one position; the code is checked for duplicates in the tenant while typing. */
export function PositionFormModal({ open, positionId, onClose }: PositionFormModalProps) {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<PositionFormValues>();
  const editing = positionId !== undefined;
  const detail = useCrudDetail(positionApi, open ? positionId : undefined);
  const { add, edit } = useCrudMutations(positionApi);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(detail.data && editing ? { ...detail.data, memo: detail.data.memo ?? '' } : EMPTY);
  }, [open, editing, detail.data, form]);

  const submit = async (values: PositionFormValues) => {
    const fields = {
      code: values.code.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() ?? '',
      postRank: values.postRank,
      postLevel: values.postLevel,
      memo: values.memo?.trim() || null,
    };
    try {
      if (editing && detail.data)
        await edit.mutateAsync({ ...fields, id: detail.data.id, version: detail.data.version });
      else await add.mutateAsync(fields);
      message.success(tc('crud.saved'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
      if (editing) void detail.refetch();
    }
  };

  const loading = editing && detail.isPending;
  return (
    <Modal
      open={open}
      title={t(editing ? 'position.editTitle' : 'position.addTitle')}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ disabled: loading || detail.isError }}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('position.loadFailed')} /> : null}
      <Spin spinning={loading}>
        <Form<PositionFormValues>
          form={form}
          name="positionForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item
            name="code"
            label={t('position.code')}
            validateDebounce={400}
            rules={[
              { required: true, whitespace: true, message: t('position.codeRequired') },
              { max: POSITION_CODE_MAX_LENGTH },
              { pattern: POSITION_CODE_PATTERN, message: t('position.codeInvalid') },
              {
                validator: duplicateValidator({
                  tableName: 'sys_position',
                  fieldName: 'code',
                  dataId: positionId,
                }),
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('position.name')}
            rules={[
              { required: true, whitespace: true, message: t('position.nameRequired') },
              { max: POSITION_NAME_MAX_LENGTH },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('position.nameEn')} rules={[{ max: POSITION_NAME_MAX_LENGTH }]}>
            <Input autoComplete="off" lang="en" />
          </Form.Item>
          <Form.Item
            name="postRank"
            label={t('position.postRank')}
            rules={[{ required: true, message: t('position.postRankRequired') }]}
          >
            <Select
              options={POSITION_RANKS.map((rank) => ({ value: rank, label: t(`position.rank${rank}`) }))}
            />
          </Form.Item>
          <Form.Item name="postLevel" label={t('position.postLevel')} rules={[{ required: true }]}>
            <InputNumber min={1} max={POSITION_LEVEL_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="memo" label={t('position.memo')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
