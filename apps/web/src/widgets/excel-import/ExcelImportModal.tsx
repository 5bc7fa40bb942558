import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_FILE_EXTENSIONS, isImportFileName, type ImportResult } from '@mall/shared';
import { Alert, Button, Modal, Progress, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { UploadProgress } from '../../lib/http';

/**
 * What the dialog needs of the server: upload one file, download an error file by its link, and
 * download the import's template (the header row of every column it reads).
 */
export interface ExcelImportApi {
  importExcel(file: File, onProgress: (progress: UploadProgress) => void): Promise<ImportResult>;
  downloadErrors(fileUrl: string): Promise<unknown>;
  downloadTemplate(): Promise<unknown>;
}

export interface ExcelImportModalProps extends ExcelImportApi {
  open: boolean;
  onClose(): void;
  /** Every file went in whole: the list reloads. */
  onOk(): void;
  /** Some rows were kept out (the others went in): the list reloads too. */
  onPartial?(): void;
}

/** A file kept out in part: its summary and the link to the error file. */
interface Partial {
  name: string;
  msg: string;
  fileUrl: string | undefined;
}

const ACCEPT = IMPORT_FILE_EXTENSIONS.join(',');

/**
 * 'Import EXCEL' (width 600): choose .xls or .xlsx files (several at once), then Start upload. Each file
 * is sent in turn with its progress; all rows in: the dialog closes and emits ok. Rows kept out: it
 * stays open with a warning per file and the link to download its error file (once).
 */
export function ExcelImportModal(props: ExcelImportModalProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [partials, setPartials] = useState<Partial[]>([]);

  const close = () => {
    if (uploading) return;
    setFiles([]);
    setPartials([]);
    props.onClose();
  };

  const start = async () => {
    setUploading(true);
    setPartials([]);
    const kept: Partial[] = [];
    let sent = 0;
    try {
      for (const file of files) {
        const raw = file.originFileObj;
        if (!raw) continue;
        setProgress({ name: file.name, percent: 0 });
        const result = await props.importExcel(raw, ({ percent }) =>
          setProgress({ name: file.name, percent }),
        );
        sent += 1;
        if (result.errorCount > 0) kept.push({ name: file.name, msg: result.msg, fileUrl: result.fileUrl });
      }
    } catch {
      // The HTTP client has shown the refusal; the files not sent stay chosen.
    } finally {
      setUploading(false);
      setProgress(null);
    }
    if (sent === 0) return;
    if (kept.length === 0 && sent === files.length) {
      feedback().message.success(t('excelImport.done'));
      setFiles([]);
      props.onOk();
      props.onClose();
      return;
    }
    setFiles((chosen) => chosen.slice(sent));
    setPartials(kept);
    if (kept.length > 0) props.onPartial?.();
  };

  return (
    <Modal
      title={t('excelImport.title')}
      width={600}
      open={props.open}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={uploading}>
          {t('excelImport.close')}
        </Button>,
        <Button
          key="start"
          type="primary"
          loading={uploading}
          disabled={files.length === 0}
          onClick={() => void start()}
        >
          {uploading ? t('excelImport.uploading') : t('excelImport.start')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          style={{ padding: 0 }}
          onClick={() => void props.downloadTemplate().catch(() => undefined)}
        >
          {t('excelImport.template')}
        </Button>
        <Upload.Dragger
          accept={ACCEPT}
          multiple
          fileList={files}
          disabled={uploading}
          beforeUpload={(file) => {
            if (isImportFileName(file.name)) return false;
            feedback().message.error(t('excelImport.onlyExcel'));
            return Upload.LIST_IGNORE;
          }}
          onChange={({ fileList }) => setFiles(fileList)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('excelImport.choose')}</p>
          <p className="ant-upload-hint">{t('excelImport.hint')}</p>
        </Upload.Dragger>
        {progress ? (
          <div data-testid="excel-import-progress">
            <Typography.Text>
              {progress.percent < 100
                ? t('excelImport.sending', { name: progress.name })
                : t('excelImport.working', { name: progress.name })}
            </Typography.Text>
            <Progress
              percent={progress.percent}
              status="active"
              aria-label={t('excelImport.progressLabel')}
            />
          </div>
        ) : null}
        {partials.map((partial) => (
          <Alert
            key={partial.name}
            type="warning"
            showIcon
            title={t('excelImport.partial', { name: partial.name })}
            description={
              <Space orientation="vertical">
                <span>{partial.msg}</span>
                {partial.fileUrl ? (
                  <Button
                    type="link"
                    style={{ padding: 0 }}
                    onClick={() => void props.downloadErrors(partial.fileUrl!).catch(() => undefined)}
                  >
                    {t('excelImport.downloadErrors')}
                  </Button>
                ) : null}
              </Space>
            }
          />
        ))}
      </Space>
    </Modal>
  );
}
