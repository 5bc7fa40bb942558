import { Button, Card, InputNumber, Space, Switch, Typography } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditableTable,
  type EditableColumn,
  type EditableTableHandle,
  type RowValues,
} from '../../../widgets/editable-table';
import { FilePopup, FileUpload, ImageUpload, type UploadedFile } from '../../../widgets/upload';

/** A labelled switch of the example's options. */
function Option({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label>
      {children} {label}
    </label>
  );
}

/** What a widget holds now, for the page to show. */
function Held({ testId, value }: { testId: string; value: unknown }) {
  return (
    <pre data-testid={testId} style={{ margin: 0 }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The upload widgets with every option, for trying them out (administrators only). */
export default function UploadExamplePage() {
  const { t } = useTranslation('examples');
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [imageMax, setImageMax] = useState<number | null>(3);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [sortable, setSortable] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupFiles, setPopupFiles] = useState<UploadedFile[]>([]);
  const [token, setToken] = useState(true);
  const [allowDownload, setAllowDownload] = useState(true);
  const [allowRemove, setAllowRemove] = useState(true);
  const table = useRef<EditableTableHandle>(null);
  const [rows, setRows] = useState<RowValues[] | null>(null);

  const columns = useMemo<EditableColumn[]>(
    () => [
      { key: 'name', title: t('uploads.columns.name'), type: 'input', width: 140 },
      {
        key: 'attachment',
        title: t('uploads.columns.file'),
        type: 'file',
        token,
        allowDownload,
        allowRemove,
        width: 200,
      },
      {
        key: 'documents',
        title: t('uploads.columns.upload'),
        type: 'upload',
        token,
        allowDownload,
        allowRemove,
        btnText: t('uploads.columns.uploadButton'),
        fieldExtendJson: '{"uploadnum":2}',
        width: 240,
      },
      { key: 'picture', title: t('uploads.columns.image'), type: 'image', token, allowRemove, width: 200 },
    ],
    [t, token, allowDownload, allowRemove],
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('uploads.intro')}</Typography.Paragraph>
      <Space wrap size="large">
        <Option label={t('uploads.sortable')}>
          <Switch checked={sortable} onChange={setSortable} />
        </Option>
        <Option label={t('uploads.disabled')}>
          <Switch checked={disabled} onChange={setDisabled} />
        </Option>
        <Option label={t('uploads.imageMax')}>
          <InputNumber
            aria-label={t('uploads.imageMax')}
            min={1}
            max={10}
            value={imageMax}
            onChange={setImageMax}
          />
        </Option>
      </Space>
      <Card title={t('uploads.imageTitle')} size="small">
        <ImageUpload
          value={images}
          onChange={setImages}
          max={imageMax ?? undefined}
          sortable={sortable}
          disabled={disabled}
        />
        <Held testId="image-value" value={images} />
      </Card>
      <Card title={t('uploads.fileTitle')} size="small">
        <FileUpload value={files} onChange={setFiles} sortable={sortable} disabled={disabled} />
        <Held testId="file-value" value={files} />
      </Card>
      <Card title={t('uploads.popupTitle')} size="small">
        <Button onClick={() => setPopupOpen(true)}>{t('uploads.openPopup')}</Button>
        <FilePopup
          open={popupOpen}
          value={popupFiles}
          onOk={(chosen) => {
            setPopupFiles(chosen);
            setPopupOpen(false);
          }}
          onCancel={() => setPopupOpen(false)}
        />
        <Held testId="popup-value" value={popupFiles} />
      </Card>
      <Card title={t('uploads.tableTitle')} size="small">
        <Space wrap size="large" style={{ marginBottom: 8 }}>
          <Option label={t('uploads.token')}>
            <Switch checked={token} onChange={setToken} />
          </Option>
          <Option label={t('uploads.allowDownload')}>
            <Switch checked={allowDownload} onChange={setAllowDownload} />
          </Option>
          <Option label={t('uploads.allowRemove')}>
            <Switch checked={allowRemove} onChange={setAllowRemove} />
          </Option>
        </Space>
        <EditableTable
          ref={table}
          aria-label={t('uploads.tableTitle')}
          columns={columns}
          dataSource={[{ id: '1' }]}
          disabled={disabled}
        />
        <Button style={{ marginTop: 8 }} onClick={() => setRows(table.current?.getValues() ?? [])}>
          {t('uploads.readTable')}
        </Button>
        {rows && <Held testId="table-value" value={rows} />}
      </Card>
    </Space>
  );
}
