import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { BOM_FILE_EXTENSIONS, BOM_MAX_BYTES, type BomAdd } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { CART_QUERY_KEY } from '../api/cart-api';
import { addBomLines, downloadBomTemplate, previewBom } from '../api/bom-api';
import { acceptedLines, draftsOf, isAccepted, type BomDraft } from '../bom-draft';
import { BomPreviewTable } from './BomPreviewTable';

/**
 * The cart's parts-list (BOM) upload: a template to download, the file's preview in a dialog, and the
 * accepted lines added to the cart in one step after a confirm. A refused file is reported with the server's
 * reason; a refused add leaves the cart as it was and the dialog open.
 */
export function BomUpload() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const queryClient = useQueryClient();
  const progress = useUploadProgress();
  const [drafts, setDrafts] = useState<BomDraft[] | null>(null);
  const [addError, setAddError] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: (file: File) => {
      const tracked = progress.track();
      return previewBom(file, tracked.onProgress).finally(tracked.done);
    },
    onSuccess: (result) => {
      setAddError(null);
      setDrafts(draftsOf(result.lines));
    },
    onError: (error) => void message.error(errorMessageOf(error)),
  });
  const add = useMutation({
    mutationFn: (body: BomAdd) => addBomLines(body),
    onSuccess: async () => {
      void message.success(t('bom.added'));
      setDrafts(null);
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    onError: (error) => setAddError(errorMessageOf(error)),
  });

  const pick = (file: File) => {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(BOM_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
      void message.error(t('bom.fileType'));
    } else if (file.size > BOM_MAX_BYTES) {
      void message.error(t('bom.fileTooLarge', { size: BOM_MAX_BYTES / 1024 / 1024 }));
    } else {
      preview.mutate(file);
    }
    // The file goes through the preview call above, never antd's own upload request.
    return false;
  };

  const accepted = drafts?.filter(isAccepted).length ?? 0;
  const confirmAdd = () => {
    if (!drafts || accepted === 0) return;
    modal.confirm({
      title: t('bom.confirmTitle', { count: accepted }),
      content: t('bom.confirmContent'),
      okText: t('bom.add'),
      cancelText: tc('action.cancel'),
      onOk: () => add.mutateAsync({ lines: acceptedLines(drafts) }).catch(() => undefined),
    });
  };

  return (
    <>
      <Space wrap data-testid="bom-upload">
        <Upload
          accept={BOM_FILE_EXTENSIONS.join(',')}
          showUploadList={false}
          beforeUpload={pick}
          disabled={preview.isPending}
        >
          <Button icon={<UploadOutlined />} loading={preview.isPending} data-testid="bom-upload-button">
            {preview.isPending ? t('bom.reading', { percent: progress.percent }) : t('bom.upload')}
          </Button>
        </Upload>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => void downloadBomTemplate().catch(() => undefined)}
        >
          {t('bom.template')}
        </Button>
      </Space>
      <Modal
        open={drafts !== null}
        title={t('bom.previewTitle')}
        width={1100}
        style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
        onCancel={() => setDrafts(null)}
        destroyOnHidden
        footer={
          <Space wrap>
            <span data-testid="bom-accepted-count">
              {t('bom.acceptedCount', { count: accepted, total: drafts?.length ?? 0 })}
            </span>
            <Button onClick={() => setDrafts(null)}>{tc('action.cancel')}</Button>
            <Button
              type="primary"
              disabled={accepted === 0}
              loading={add.isPending}
              onClick={confirmAdd}
              data-testid="bom-add"
            >
              {t('bom.addAccepted')}
            </Button>
          </Space>
        }
      >
        {addError ? <Alert type="error" showIcon title={addError} style={{ marginBottom: 12 }} /> : null}
        {drafts ? <BomPreviewTable drafts={drafts} onChange={setDrafts} /> : null}
      </Modal>
    </>
  );
}
