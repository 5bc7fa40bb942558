import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { API_BASE, imageUrl, PRODUCT_IMAGES_MAX, UPLOAD_MAX_BYTES } from '@mall/shared';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { uploadFile } from '../api/product-api';
import type { FormImage } from '../product-form';
import styles from './ImagesField.module.css';

interface ImagesFieldProps {
  id?: string;
  value?: FormImage[];
  onChange?: (images: FormImage[]) => void;
}

/**
 * The product images (the first is the main one): image files only, each uploaded at once; up to
 * PRODUCT_IMAGES_MAX. The form holds the stored paths with their URLs.
 */
export function ImagesField({ id, value = [], onChange }: ImagesFieldProps) {
  const { t } = useTranslation('catalogue');
  const { t: tCommon } = useTranslation('common');
  const { message } = feedback();
  const uploads = useUploadProgress();

  const accept = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error(t('edit.imageOnly'));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      void message.error(t('edit.tooLarge', { name: file.name }));
      return;
    }
    const tracked = uploads.track();
    try {
      const path = await uploadFile(file, 'product', tracked.onProgress);
      onChange?.([...value, { path, url: imageUrl(API_BASE, path) }]);
    } catch (error) {
      // One message: which file failed and why (the upload itself is silent).
      void message.error(`${t('edit.uploadFailed', { name: file.name })}: ${errorMessageOf(error)}`);
    } finally {
      tracked.done();
    }
  };

  return (
    <div className={styles.field}>
      <ul className={styles.list}>
        {value.map((image, index) => (
          <li key={image.path} className={styles.item}>
            <img src={image.url} alt={t('edit.imageAlt', { index: index + 1 })} className={styles.image} />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('edit.removeImage', { index: index + 1 })}
              onClick={() => onChange?.(value.filter((other) => other.path !== image.path))}
            />
          </li>
        ))}
      </ul>
      <Upload
        accept="image/*"
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          void accept(file);
          return false;
        }}
        disabled={value.length >= PRODUCT_IMAGES_MAX}
      >
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={uploads.active}
          disabled={value.length >= PRODUCT_IMAGES_MAX}
          data-testid="image-upload"
        >
          {uploads.active ? tCommon('upload.progress', { percent: uploads.percent }) : t('edit.uploadImage')}
        </Button>
      </Upload>
    </div>
  );
}
