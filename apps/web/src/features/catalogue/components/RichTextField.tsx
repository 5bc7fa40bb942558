import { Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_MAX_LENGTH } from '@mall/shared';
import styles from './RichTextField.module.css';

/**
 * A rich text of the product in both languages: HTML typed in a text area, with a preview. The preview is
 * a sandboxed frame (no scripts, no same-origin access), so whatever is typed cannot act in the admin page;
 * the server keeps only safe tags and attributes on save.
 */
export function RichTextField({ name, label }: { name: 'scenario' | 'features'; label: string }) {
  const { t } = useTranslation('catalogue');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const form = Form.useFormInstance();
  const zh = Form.useWatch([name, 'zh'], form) as string | undefined;
  const en = Form.useWatch([name, 'en'], form) as string | undefined;
  return (
    <div className={styles.field}>
      <Segmented
        value={mode}
        onChange={(value) => setMode(value as 'edit' | 'preview')}
        options={[
          { value: 'edit', label: t('edit.richEdit') },
          { value: 'preview', label: t('edit.richPreview') },
        ]}
        aria-label={label}
      />
      {(['zh', 'en'] as const).map((language) => (
        <div key={language} className={styles.language}>
          <Form.Item
            name={[name, language]}
            label={`${label} (${t(`edit.language.${language}`)})`}
            rules={[{ max: RICH_TEXT_MAX_LENGTH }]}
            hidden={mode === 'preview'}
            extra={t('edit.richHint')}
          >
            <Input.TextArea rows={8} />
          </Form.Item>
          {mode === 'preview' && (
            <iframe
              className={styles.preview}
              title={`${label} (${t(`edit.language.${language}`)})`}
              sandbox=""
              srcDoc={(language === 'zh' ? zh : en) ?? ''}
            />
          )}
        </div>
      ))}
    </div>
  );
}
