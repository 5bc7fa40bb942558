import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { API_BASE, imageUrl } from '@mall/shared';
import { Button, Progress, Typography, Upload } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { UploadTarget } from './upload-api';
import { isImageFile, keepLast, moveItem, type UploadedFile } from './upload-rules';
import { UploadErrorDialog } from './UploadErrorDialog';
import { useLocalPreviews } from './use-local-previews';
import { useUploadQueue } from './use-upload-queue';
import styles from './UploadList.module.css';

export interface UploadListProps extends UploadTarget {
  /** image: image files only, shown as pictures; file: any file, shown by name. */
  kind: 'image' | 'file';
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** A number limit: only the last `max` files are kept. */
  max?: number;
  /** Shows the arrow pair that moves a file up or down (default true). */
  sortable?: boolean;
  /** Several files may be chosen at once (default true). */
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text (default: upload image / upload file). */
  buttonText?: string;
  /** The button's id (a form item's label points at it). */
  id?: string;
  /** The address a stored image is shown from (default: the public static address); images uploaded
   * here show from the chosen file. */
  urlOf?: (path: string) => string;
}

const staticUrl = (path: string) => imageUrl(API_BASE, path);

/**
 * An image or file upload list: each chosen file goes to the upload call at once; the list changes once all
 * of them are done. An image upload refuses other files ('please upload an image'). The arrow pair
 * reorders the list; a number limit keeps the last files.
 */
export function UploadList({
  kind,
  value = [],
  onChange,
  max,
  sortable = true,
  multiple = true,
  disabled = false,
  buttonText,
  id,
  urlOf = staticUrl,
  ...target
}: UploadListProps) {
  const { t } = useTranslation('upload');
  const previews = useLocalPreviews(urlOf);
  const queue = useUploadQueue(target, (done) => {
    if (kind === 'image') previews.remember(done);
    onChange?.(keepLast([...value, ...done.map(({ path, name }) => ({ path, name }))], max));
  });

  // A removed file takes its delete button with it: the focus goes to the delete button now in its place
  // (the next file's, else the new last one's), or to the upload button when the list is empty.
  const field = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null || !field.current) return;
    removedAt.current = null;
    const removes = field.current.querySelectorAll<HTMLElement>('[data-upload-remove]');
    const target =
      removes[Math.min(at, removes.length - 1)] ??
      field.current.querySelector<HTMLElement>('.ant-upload button');
    target?.focus();
  }, [value]);
  const remove = (index: number, path: string) => {
    removedAt.current = index;
    onChange?.(value.filter((other) => other.path !== path));
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const moved = moveItem(value, index, direction);
    if ('refused' in moved) {
      feedback().message.warning(t(`move.${moved.refused}`));
      return;
    }
    onChange?.(moved.list);
  };

  return (
    <div className={styles.field} ref={field}>
      {value.length > 0 && (
        <ul className={kind === 'image' ? styles.images : styles.files} aria-label={t('list.label')}>
          {value.map((file, index) => {
            const position = { index: index + 1, name: file.name };
            return (
              <li key={file.path} className={styles.item} data-testid="upload-item">
                {kind === 'image' ? (
                  <img
                    src={previews.urlOf(file.path)}
                    alt={t('list.imageAlt', position)}
                    className={styles.image}
                  />
                ) : (
                  <span className={styles.name}>
                    <PaperClipOutlined aria-hidden /> {file.name}
                  </span>
                )}
                <span className={styles.actions}>
                  {sortable && (
                    <>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('list.moveUp', position)}
                        disabled={disabled}
                        onClick={() => move(index, 'up')}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('list.moveDown', position)}
                        disabled={disabled}
                        onClick={() => move(index, 'down')}
                      />
                    </>
                  )}
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('list.remove', position)}
                    disabled={disabled}
                    data-upload-remove
                    onClick={() => remove(index, file.path)}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {queue.items.length > 0 && (
        <ul className={styles.files} aria-label={t('list.uploading')}>
          {queue.items.map((item) => (
            <li key={item.uid} className={styles.uploading} data-status={item.status}>
              {/* The name on its own line above the bar, cut with an ellipsis: beside it, the bar took the
                  row and left the name a letter wide. */}
              <Typography.Text ellipsis={{ tooltip: item.name }} className={styles.uploadingName}>
                {item.name}
              </Typography.Text>
              <Progress
                percent={item.percent}
                size="small"
                status={item.status === 'done' ? 'success' : 'active'}
                aria-label={t('list.progress', { name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <Upload
        accept={kind === 'image' ? 'image/*' : undefined}
        multiple={multiple}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          if (kind === 'image' && !isImageFile(file)) feedback().message.warning(t('imageOnly'));
          else queue.add([file]);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} disabled={disabled} loading={queue.items.length > 0}>
          {buttonText ?? t(kind === 'image' ? 'uploadImage' : 'uploadFile')}
        </Button>
      </Upload>
      <UploadErrorDialog failure={queue.error} onClose={queue.dismissError} />
    </div>
  );
}

/** The image upload: image files only, shown as pictures. */
export function ImageUpload(props: Omit<UploadListProps, 'kind'>) {
  return <UploadList kind="image" {...props} />;
}

/** The file upload list: any file, shown by name. */
export function FileUpload(props: Omit<UploadListProps, 'kind'>) {
  return <UploadList kind="file" {...props} />;
}
