import type { AnnouncementRecord } from '@mall/shared';
import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-format';
import { useLastShown } from '../../lib/use-last-shown';
import { PRIORITY_COLOR, priorityLabelKey } from './priority';

interface NoticeModalProps {
  record: AnnouncementRecord | null;
  onClose: () => void;
}

/**
 * One announcement: title, sender, send time and its HTML (sanitised by the server before it was
 * stored); 'go handle' opens the record's page when its open type is url.
 */
export function NoticeModal({ record: current, onClose }: NoticeModalProps) {
  const { t } = useTranslation('announcement');
  // Title and content stay while the dialog fades out after the record is cleared.
  const record = useLastShown(current);
  const navigate = useNavigate();
  const goHandle = () => {
    const page = record?.openPage;
    if (!page) return;
    onClose();
    if (page.startsWith('/')) void navigate(page);
    else if (/^https?:\/\//.test(page)) window.open(page, '_blank', 'noopener,noreferrer');
  };
  return (
    <Modal
      open={current !== null}
      title={record?.titile}
      onCancel={onClose}
      width={800}
      footer={[
        record?.openType === 'url' && record.openPage ? (
          <Button key="handle" type="primary" onClick={goHandle}>
            {t('goHandle')}
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      {record ? (
        <>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('sender')}>{record.sender ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('sendTime')}>{formatDateTime(record.sendTime)}</Descriptions.Item>
            <Descriptions.Item label={t('priorityLabel')}>
              <Tag color={PRIORITY_COLOR[record.priority]}>{t(priorityLabelKey(record.priority))}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <Typography>
            <div data-testid="notice-content" dangerouslySetInnerHTML={{ __html: record.msgContent }} />
          </Typography>
        </>
      ) : null}
    </Modal>
  );
}
