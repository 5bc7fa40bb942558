import {
  ANNOUNCEMENT_CONTENT_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  type AnnouncementAddRequest,
  type AnnouncementRecord,
} from '@mall/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { UserPickerInput } from '../../../widgets/user-picker';
import { announcementApi } from '../api/announcement-api';

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

const toValues = (record: AnnouncementRecord): FormValues => ({
  titile: record.titile,
  msgContent: record.msgContent,
  priority: record.priority,
  msgCategory: record.msgCategory,
  msgType: record.msgType,
  userIds: record.userIds ? record.userIds.split(',') : [],
  openType: record.openType ?? 'none',
  openPage: record.openPage ?? '',
  busId: record.busId ?? '',
});

// Fields that are not shown (users, page, business id) are absent from `values`.
const toBody = (values: FormValues): AnnouncementAddRequest => {
  const opens = values.openType && values.openType !== 'none';
  return {
    titile: values.titile.trim(),
    msgContent: values.msgContent ?? '',
    priority: values.priority ?? 'L',
    msgCategory: values.msgCategory ?? '1',
    msgType: values.msgType ?? 'ALL',
    userIds: values.msgType === 'USER' ? (values.userIds ?? []).join(',') : '',
    openType: opens ? values.openType : null,
    openPage: opens ? values.openPage?.trim() || null : null,
    busId: values.busId?.trim() || null,
  } as AnnouncementAddRequest;
};

interface Props {
  open: boolean;
  announcementId: string | undefined;
  onClose: () => void;
}

/** Drafts an announcement: title, HTML content, priority, category, audience (everyone or chosen users), open type. */
export function AnnouncementFormModal({ open, announcementId, onClose }: Props) {
  const { t } = useTranslation('announcement');
  const [form] = Form.useForm<FormValues>();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  return (
    <EntityFormModal
      api={announcementApi}
      form={form}
      open={open}
      id={announcementId}
      onClose={onClose}
      name="announcementForm"
      title={{ add: t('admin.addTitle'), edit: t('admin.editTitle') }}
      loadFailedText={t('admin.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
      width={720}
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
          {/* The chosen users come from the user picker; the box shows their names. */}
          <UserPickerInput />
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
    </EntityFormModal>
  );
}
