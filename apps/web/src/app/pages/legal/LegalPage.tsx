import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** When the texts of the legal pages last changed. */
export const LEGAL_TEXTS_UPDATED = '2026-11-22';

export const LEGAL_SECTIONS = {
  terms: ['operator', 'quotations', 'accounts', 'use', 'liability', 'changes', 'contact'],
  privacy: ['data', 'purpose', 'storage', 'retention', 'rights', 'contact'],
} as const;

export type LegalDocument = keyof typeof LEGAL_SECTIONS;

/** A legal text (conditions of use, privacy statement): a title, an introduction and titled sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const title = t(`${document}.title`);
  useDocumentTitle(title);
  return (
    <Card>
      <article>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('updated', { date: LEGAL_TEXTS_UPDATED })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t(`${document}.intro`)}</Typography.Paragraph>
        {LEGAL_SECTIONS[document].map((section) => (
          <section key={section}>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {t(`${document}.${section}.title` as `terms.${(typeof LEGAL_SECTIONS)['terms'][number]}.title`)}
            </Typography.Title>
            <Typography.Paragraph>
              {t(`${document}.${section}.body` as `terms.${(typeof LEGAL_SECTIONS)['terms'][number]}.body`)}
            </Typography.Paragraph>
          </section>
        ))}
      </article>
    </Card>
  );
}
