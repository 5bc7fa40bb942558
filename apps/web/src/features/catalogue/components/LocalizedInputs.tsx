import { Form, Input, Space } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';

interface LocalizedInputsProps {
  /** The name of the { zh, en } value (relative inside a form list row). */
  name: NamePath;
  /** The field's name, for the inputs' accessible names. */
  label: string;
  max: number;
  /** At least one of the two languages must be filled. */
  required?: boolean;
}

/** Two inputs for a bilingual text in a table cell: Chinese and English, each named for screen readers. */
export function LocalizedInputs({ name, label, max, required = false }: LocalizedInputsProps) {
  const { t } = useTranslation('catalogue');
  const path = Array.isArray(name) ? name : [name];
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%', minWidth: 160 }}>
      {(['zh', 'en'] as const).map((language) => (
        <Form.Item
          key={language}
          name={[...path, language]}
          style={{ marginBottom: 0 }}
          dependencies={required ? [[...path, language === 'zh' ? 'en' : 'zh']] : undefined}
          rules={[
            { max, message: t('edit.tooLong', { max }) },
            ...(required && language === 'zh'
              ? [
                  ({ getFieldValue }: { getFieldValue: (name: NamePath) => unknown }) => ({
                    validator: async (_: unknown, value: unknown) => {
                      const other = getFieldValue([...path, 'en']);
                      if (String(value ?? '').trim() || String(other ?? '').trim()) return;
                      throw new Error(t('edit.nameRequired'));
                    },
                  }),
                ]
              : []),
          ]}
        >
          <Input
            placeholder={t(`edit.language.${language}`)}
            aria-label={`${label} (${t(`edit.language.${language}`)})`}
          />
        </Form.Item>
      ))}
    </Space>
  );
}
