import {
  DeleteOutlined,
  DownOutlined,
  EyeOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { API_BASE, imageUrl } from '@mall/shared';
import { Button, Descriptions, Dropdown, Image, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/http';
import {
  isImageFile,
  joinPaths,
  keepLast,
  nameOfPath,
  shortName,
  splitPaths,
  uploadLimitOf,
  type UploadedFile,
} from '../../upload/upload-rules';
import type { UploadTarget } from '../../upload/upload-api';
import { UploadErrorDialog } from '../../upload/UploadErrorDialog';
import { useLocalPreviews } from '../../upload/use-local-previews';
import { useUploadQueue } from '../../upload/use-upload-queue';
import type { EditableColumn } from '../types';
import type { CellControlProps } from './cell-props';
import styles from './UploadCells.module.css';

const staticUrl = (path: string) => imageUrl(API_BASE, path);

/** Where a column uploads: its action and answer field; the token header only when the column asks. */
function targetOf(column: EditableColumn): UploadTarget {
  return {
    action: column.action,
    biz: column.uploadBiz,
    token: column.token === true,
    responseName: column.responseName,
  };
}

/**
 * The cell's uploads: the stored paths (comma separated) with the names chosen in this session; the
 * column's `uploadnum` (in fieldExtendJson) is how many it keeps, the last ones, else one.
 */
function useCellUploads({ column, value, onChange }: CellControlProps) {
  const paths = splitPaths(value);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const limit = uploadLimitOf(column.fieldExtendJson) ?? 1;
  const previews = useLocalPreviews(staticUrl);
  const queue = useUploadQueue(targetOf(column), (done) => {
    if (column.type === 'image') previews.remember(done);
    setNames((current) => new Map([...current, ...done.map((file) => [file.path, file.name] as const)]));
    onChange(joinPaths(keepLast([...paths, ...done.map((file) => file.path)], limit)));
  });
  const files: UploadedFile[] = paths.map((path) => ({ path, name: names.get(path) ?? nameOfPath(path) }));
  const remove = (path: string) => {
    const rest = paths.filter((other) => other !== path);
    onChange(rest.length ? joinPaths(rest) : null);
  };
  const uploading = queue.items.length > 0;
  const percent = uploading
    ? Math.floor(queue.items.reduce((sum, item) => sum + item.percent, 0) / queue.items.length)
    : 0;
  return { files, queue, remove, uploading, percent, multiple: limit > 1, imageUrlOf: previews.urlOf };
}

/** The cell's upload button: its text, then the cell's row and column, as its name. */
function UploadButton({ text, label, loading }: { text: string; label: string; loading: boolean }) {
  return (
    <Button
      size="small"
      icon={<UploadOutlined aria-hidden />}
      loading={loading}
      aria-label={`${text} ${label}`}
    >
      {text}
    </Button>
  );
}

/** The details shown by a file's 'more' action. */
function FileDetails({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  const { t } = useTranslation('upload');
  return (
    <Modal open={file !== null} title={t('cell.moreTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      {file && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('cell.name')}>{file.name}</Descriptions.Item>
          <Descriptions.Item label={t('cell.path')}>{file.path}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/**
 * An upload or file cell: an upload button ('Upload file' unless the column's btnText), then each file as a
 * paperclip and its name cut to 5 characters, whose menu offers download, delete (each switched off by
 * allowDownload / allowRemove = false) and more.
 */
export function FileCell(props: CellControlProps) {
  const { column, disabled, label } = props;
  const { t } = useTranslation('upload');
  const { files, queue, remove, uploading, percent, multiple } = useCellUploads(props);
  const [details, setDetails] = useState<UploadedFile | null>(null);
  const buttonText = column.btnText ?? t('cell.upload');

  const download = (file: UploadedFile) =>
    void http.download(`/sys/common/download/${file.path}`, { fileName: file.name }).catch(() => undefined);

  return (
    <div className={styles.cell}>
      {files.map((file) => (
        <Dropdown
          key={file.path}
          trigger={['click']}
          menu={{
            items: [
              ...(column.allowDownload === false
                ? []
                : [{ key: 'download', label: t('cell.download'), onClick: () => download(file) }]),
              ...(column.allowRemove === false || disabled
                ? []
                : [
                    {
                      key: 'remove',
                      label: t('cell.remove'),
                      danger: true,
                      onClick: () => remove(file.path),
                    },
                  ]),
              { key: 'more', label: t('cell.more'), onClick: () => setDetails(file) },
            ],
          }}
        >
          <Button
            size="small"
            type="link"
            className={styles.file}
            aria-label={t('cell.menu', { name: file.name })}
            title={file.name}
          >
            <PaperClipOutlined aria-hidden />
            <span>{shortName(file.name)}</span>
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      ))}
      {(multiple || files.length === 0) && !disabled && (
        <Upload
          showUploadList={false}
          multiple={multiple}
          beforeUpload={(file) => {
            queue.add([file]);
            return false;
          }}
        >
          <UploadButton
            text={uploading ? t('cell.uploading', { percent }) : buttonText}
            label={label}
            loading={uploading}
          />
        </Upload>
      )}
      <FileDetails file={details} onClose={() => setDetails(null)} />
      <UploadErrorDialog failure={queue.error} onClose={queue.dismissError} />
    </div>
  );
}

/** An image cell: uploads image files only ('please upload an image'), previews them; delete clears it. */
export function ImageCell(props: CellControlProps) {
  const { column, disabled, label } = props;
  const { t } = useTranslation('upload');
  const { files, queue, remove, uploading, percent, multiple, imageUrlOf } = useCellUploads(props);
  const buttonText = column.btnText ?? t('uploadImage');
  // The preview opens from the thumbnail (mouse) or from its own button (keyboard and screen readers).
  const [previewing, setPreviewing] = useState<string | null>(null);
  return (
    <div className={styles.cell}>
      {files.map((file, index) => (
        <span key={file.path} className={styles.image}>
          <Image
            src={imageUrlOf(file.path)}
            alt={`${label} ${t('cell.image')} ${index + 1}`}
            width={32}
            height={32}
            preview={{
              open: previewing === file.path,
              onOpenChange: (open) => setPreviewing(open ? file.path : null),
            }}
          />
          <Button
            size="small"
            type="text"
            icon={<EyeOutlined aria-hidden />}
            aria-label={`${t('cell.previewImage')} ${label} ${index + 1}`}
            onClick={() => setPreviewing(file.path)}
          />
          {column.allowRemove !== false && !disabled && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`${t('cell.removeImage')} ${label} ${index + 1}`}
              onClick={() => remove(file.path)}
            />
          )}
        </span>
      ))}
      {(multiple || files.length === 0) && !disabled && (
        <Upload
          accept="image/*"
          showUploadList={false}
          multiple={multiple}
          beforeUpload={(file) => {
            if (isImageFile(file)) queue.add([file]);
            else feedback().message.warning(t('imageOnly'));
            return false;
          }}
        >
          <UploadButton
            text={uploading ? t('cell.uploading', { percent }) : buttonText}
            label={label}
            loading={uploading}
          />
        </Upload>
      )}
      <UploadErrorDialog failure={queue.error} onClose={queue.dismissError} />
    </div>
  );
}
