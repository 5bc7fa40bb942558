import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ossFileEntity, Permission, type OssFileRecord } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { downloadOssFile, ossFileAddress, ossFileApi, uploadOssFile } from '../api/oss-file-api';

/** A size in B, KB or MB. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const COLUMNS: ColumnTweaks<OssFileRecord> = {
  fileName: { ellipsis: true },
  url: {
    ellipsis: true,
    search: false,
    render: (_, record) => <Typography.Text copyable>{ossFileAddress(record)}</Typography.Text>,
  },
  size: { search: false, render: (_, record) => sizeText(record.size) },
  uploader: { search: false },
  createTime: { search: false, render: (_, record) => formatDateTime(record.createTime) },
};

/** System management → Files (component 'modules/oss/OSSFileList'): upload, list, download, delete. */
export default function OssFileListPage() {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const mayUpload = useCan(Permission.ossFileUpload);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    setPercent(0);
    try {
      await uploadOssFile(file, (progress) => setPercent(progress.percent));
      feedback().message.success(t('ossFile.uploaded', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: ossFileApi.keys.all });
    } catch (error) {
      feedback().message.error(errorMessageOf(error));
    } finally {
      setPercent(null);
    }
  };

  return (
    <AdminListPage<OssFileRecord>
      entity={ossFileEntity}
      api={ossFileApi}
      testId="oss-file-table"
      title={t('ossFile.listTitle')}
      emptyText={t('ossFile.empty')}
      loadFailedText={t('ossFile.loadFailed')}
      columns={COLUMNS}
      toolbarActions={() =>
        mayUpload
          ? [
              <Upload
                key="upload"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button type="primary" icon={<UploadOutlined />} loading={percent !== null}>
                  {percent === null ? t('ossFile.upload') : t('ossFile.uploading', { percent })}
                </Button>
              </Upload>,
            ]
          : []
      }
      rowActions={(record) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          aria-label={t('ossFile.downloadNamed', { name: record.fileName })}
          onClick={() => void downloadOssFile(record).catch(() => undefined)}
        >
          {t('ossFile.download')}
        </Button>
      )}
    />
  );
}
