import { API_BASE, imageUrl, PRODUCT_IMAGES_MAX } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { ImageUpload, nameOfPath } from '../../../widgets/upload';
import type { FormImage } from '../product-form';

interface ImagesFieldProps {
  id?: string;
  value?: FormImage[];
  onChange?: (images: FormImage[]) => void;
}

/**
 * The product images (the first is the main one), through the image upload: image files only, reordered
 * with the arrow pair, the last PRODUCT_IMAGES_MAX kept. The form holds the stored paths with their URLs.
 */
export function ImagesField({ id, value = [], onChange }: ImagesFieldProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ImageUpload
      id={id}
      biz="product"
      max={PRODUCT_IMAGES_MAX}
      buttonText={t('edit.uploadImage')}
      value={value.map((image) => ({ path: image.path, name: nameOfPath(image.path) }))}
      onChange={(files) =>
        onChange?.(files.map((file) => ({ path: file.path, url: imageUrl(API_BASE, file.path) })))
      }
    />
  );
}
