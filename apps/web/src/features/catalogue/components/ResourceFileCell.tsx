import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES } from '@mall/shared';
import { Button, Form, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { uploadFile } from '../api/product-api';

/**
 * The file of one resource row: uploads it (any allowed type) and stores the path and the original name in
 * the row; shows the name once there is a file.
 */
export function ResourceFileCell({ row }: { row: number }) {
  const { t } = useTranslation('catalogue');
  const { t: tCommon } = useTranslation('common');
  const { message } = feedback();
  const form = Form.useFormInstance();
  const fileName = Form.useWatch(['resources', row, 'fileName'], form) as string | undefined;
  const file = Form.useWatch(['resources', row, 'file'], form) as string | null | undefined;
  const uploads = useUploadProgress();

  const accept = async (picked: File) => {
    if (picked.size > UPLOAD_MAX_BYTES) {
      void message.error(t('edit.tooLarge', { name: picked.name }));
      return;
    }
    const tracked = uploads.track();
    try {
      const path = await uploadFile(picked, 'resource', tracked.onProgress);
      form.setFieldValue(['resources', row, 'file'], path);
      form.setFieldValue(['resources', row, 'fileName'], picked.name);
    } catch (error) {
      // One message: which file failed and why (the upload itself is silent).
      void message.error(`${t('edit.uploadFailed', { name: picked.name })}: ${errorMessageOf(error)}`);
    } finally {
      tracked.done();
    }
  };

  return (
    <div>
      <Form.Item name={[row, 'file']} hidden>
        <input />
      </Form.Item>
      <Form.Item name={[row, 'fileName']} hidden>
        <input />
      </Form.Item>
      {file && (
        <div>
          <PaperClipOutlined /> {fileName}
        </div>
      )}
      <Upload
        showUploadList={false}
        beforeUpload={(picked) => {
          void accept(picked);
          return false;
        }}
      >
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={uploads.active}
          data-testid={`resource-upload-${row}`}
        >
          {uploads.active
            ? tCommon('upload.progress', { percent: uploads.percent })
            : t(file ? 'edit.replaceFile' : 'edit.uploadFile')}
        </Button>
      </Upload>
    </div>
  );
}
