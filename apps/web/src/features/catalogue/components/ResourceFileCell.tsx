import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload, type UploadedFile } from '../../../widgets/upload';

/**
 * The file of one resource row, through the file upload list holding one file (a new one replaces it): it
 * stores the path and the original name in the row.
 */
export function ResourceFileCell({ row }: { row: number }) {
  const { t } = useTranslation('catalogue');
  const form = Form.useFormInstance();
  const fileName = Form.useWatch(['resources', row, 'fileName'], form) as string | undefined;
  const file = Form.useWatch(['resources', row, 'file'], form) as string | null | undefined;
  const value: UploadedFile[] = file ? [{ path: file, name: fileName || file }] : [];

  const change = (files: UploadedFile[]) => {
    const [kept] = files;
    form.setFieldValue(['resources', row, 'file'], kept?.path ?? null);
    form.setFieldValue(['resources', row, 'fileName'], kept?.name ?? '');
  };

  return (
    <div data-testid={`resource-upload-${row}`}>
      <Form.Item name={[row, 'file']} hidden>
        <input />
      </Form.Item>
      <Form.Item name={[row, 'fileName']} hidden>
        <input />
      </Form.Item>
      <FileUpload
        biz="resource"
        max={1}
        multiple={false}
        sortable={false}
        buttonText={t(file ? 'edit.replaceFile' : 'edit.uploadFile')}
        value={value}
        onChange={change}
      />
    </div>
  );
}
