import {
  ANNOUNCEMENT_CONTENT_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  type AnnouncementAddRequest,
} from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { announcementActions, announcementApi } from '../api/announcement-api';

interface FormValues {
  titile: string;
  msgContent: string;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  msgType: 'ALL' | 'USER';
  userIds: string[];
  openType: 'none' | 'url' | 'component';
  openPage: string;
  busId: string;
}

const EMPTY: FormValues = {
  titile: '',
  msgContent: '',
  priority: 'L',
  msgCategory: '1',
  msgType: 'ALL',
  userIds: [],
  openType: 'none',
  openPage: '',
  busId: '',
};

interface Props {
  open: boolean;
  announcementId: string | undefined;
  onClose: () => void;
}

/** Drafts an announcement: title, HTML content, priority, category, audience (everyone or chosen users), open type. */
export function AnnouncementFormModal({ open, announcementId, onClose }: Props) {
  const { t } = useTranslation('announcement');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<FormValues>();
  const editing = announcementId !== undefined;
  const detail = useCrudDetail(announcementApi, open ? announcementId : undefined);
  const { add, edit } = useCrudMutations(announcementApi);
  const [userSearch, setUserSearch] = useState('');
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const users = useQuery({
    queryKey: ['announcement', 'users', userSearch],
    queryFn: () => announcementActions.searchUsers(userSearch),
    enabled: open && msgType === 'USER',
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const record = editing ? detail.data : undefined;
    form.setFieldsValue(
      record
        ? {
            titile: record.titile,
            msgContent: record.msgContent,
            priority: record.priority,
            msgCategory: record.msgCategory,
            msgType: record.msgType,
            userIds: record.userIds ? record.userIds.split(',') : [],
            openType: record.openType ?? 'none',
            openPage: record.openPage ?? '',
            busId: record.busId ?? '',
          }
        : EMPTY,
    );
  }, [open, editing, detail.data, form]);

  // Fields that are not shown (users, page, business id) are absent from `values`.
  const submit = async (values: Partial<FormValues> & Pick<FormValues, 'titile'>) => {
    const fields: AnnouncementAddRequest = {
      titile: values.titile.trim(),
      msgContent: values.msgContent ?? '',
      priority: values.priority ?? 'L',
      msgCategory: values.msgCategory ?? '1',
      msgType: values.msgType ?? 'ALL',
      userIds: values.msgType === 'USER' ? (values.userIds ?? []).join(',') : '',
      openType: !values.openType || values.openType === 'none' ? null : values.openType,
      openPage: !values.openType || values.openType === 'none' ? null : values.openPage?.trim() || null,
      busId: values.busId?.trim() || null,
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
    }
  };

  const userOptions = (users.data?.records ?? []).map((user) => ({
    value: user.id,
    label: `${user.realname} (${user.username})`,
  }));
  const loading = editing && detail.isPending;
  return (
    <Modal
      open={open}
      title={t(editing ? 'admin.editTitle' : 'admin.addTitle')}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      width={720}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('admin.loadFailed')} /> : null}
      <Spin spinning={loading}>
        <Form<FormValues>
          form={form}
          name="announcementForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item
            name="titile"
            label={t('fields.titile')}
            rules={[
              { required: true, whitespace: true, message: t('admin.titleRequired') },
              { max: ANNOUNCEMENT_TITLE_MAX_LENGTH },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="msgCategory" label={t('fields.msgCategory')}>
            <Radio.Group
              options={(['1', '2'] as const).map((value) => ({ value, label: t(`category.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="priority" label={t('fields.priority')}>
            <Radio.Group
              options={(['L', 'M', 'H'] as const).map((value) => ({ value, label: t(`priority.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="msgType" label={t('fields.msgType')}>
            <Radio.Group
              options={(['ALL', 'USER'] as const).map((value) => ({ value, label: t(`audience.${value}`) }))}
            />
          </Form.Item>
          {msgType === 'USER' ? (
            <Form.Item
              name="userIds"
              label={t('fields.userIds')}
              rules={[{ required: true, type: 'array', min: 1, message: t('admin.usersRequired') }]}
            >
              <Select
                mode="multiple"
                showSearch
                filterOption={false}
                onSearch={setUserSearch}
                loading={users.isFetching}
                options={userOptions}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="openType" label={t('fields.openType')}>
            <Radio.Group
              options={(['none', 'url', 'component'] as const).map((value) => ({
                value,
                label: t(`openType.${value}`),
              }))}
            />
          </Form.Item>
          {openType && openType !== 'none' ? (
            <>
              <Form.Item
                name="openPage"
                label={t('fields.openPage')}
                rules={[
                  { required: true, whitespace: true, message: t('admin.openPageRequired') },
                  { pattern: /^(\/|https?:\/\/)\S*$/, message: t('admin.openPageInvalid') },
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="busId" label={t('fields.busId')}>
                <Input autoComplete="off" />
              </Form.Item>
            </>
          ) : null}
          <Form.Item
            name="msgContent"
            label={t('fields.msgContent')}
            extra={t('admin.contentHint')}
            rules={[{ max: ANNOUNCEMENT_CONTENT_MAX_LENGTH }]}
          >
            <Input.TextArea rows={8} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
