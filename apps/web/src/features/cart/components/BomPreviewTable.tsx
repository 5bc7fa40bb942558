import type { BomPreviewLine } from '@mall/shared';
import { formatMoney } from '@mall/shared';
import { Button, Checkbox, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseProduct, chosenProduct, draftProblem, type BomDraft } from '../bom-draft';
import { parseQuantity } from '../cart-rules';

/** Solid tag colours with white text (contrast at least 4.5:1). */
const STATUS_COLOURS: Record<BomPreviewLine['status'], string> = {
  matched: '#237804',
  suggested: '#ad4e00',
  notFound: '#595959',
  notAllowed: '#cf1322',
};

interface BomPreviewTableProps {
  drafts: readonly BomDraft[];
  onChange: (index: number, draft: BomDraft) => void;
}

/**
 * The lines of an uploaded parts list: each with its status and reason; the buyer takes or drops it,
 * chooses among the suggested products and the product's styles, and corrects its quantity.
 */
export function BomPreviewTable({ drafts, onChange }: BomPreviewTableProps) {
  const { t } = useTranslation('cart');
  const rows = drafts.map((draft, index) => ({ draft, index }));
  type Row = (typeof rows)[number];
  const label = (draft: BomDraft) => draft.line.partNo || t('bom.rowLabel', { row: draft.line.row });

  const columns: TableColumnsType<Row> = [
    {
      title: t('bom.column.take'),
      key: 'take',
      width: 64,
      render: (_, { draft, index }) => (
        <Checkbox
          aria-label={t('bom.takeLine', { row: draft.line.row })}
          checked={draft.taken && !draft.dropped}
          disabled={
            draft.dropped || draft.line.candidates.length === 0 || draftProblem(draft) === 'takenDown'
          }
          onChange={(event) => onChange(index, { ...draft, taken: event.target.checked })}
        />
      ),
    },
    { title: t('bom.column.row'), key: 'row', width: 64, render: (_, { draft }) => draft.line.row },
    {
      title: t('bom.column.partNo'),
      key: 'partNo',
      render: (_, { draft }) => (
        <>
          <Typography.Text delete={draft.dropped}>{draft.line.partNo || '—'}</Typography.Text>
          {draft.line.styleText ? <div className="bom-style-text">{draft.line.styleText}</div> : null}
        </>
      ),
    },
    {
      title: t('bom.column.status'),
      key: 'status',
      render: (_, { draft }) => (
        <>
          <Tag color={STATUS_COLOURS[draft.line.status]} data-testid={`bom-status-${draft.line.row}`}>
            {t(`bom.status.${draft.line.status}`)}
          </Tag>
          {draft.line.reason ? <div>{t(`bom.reason.${draft.line.reason}`)}</div> : null}
        </>
      ),
    },
    {
      title: t('bom.column.product'),
      key: 'product',
      render: (_, { draft, index }) =>
        draft.line.candidates.length === 0 ? (
          '—'
        ) : (
          <Select
            aria-label={t('bom.productOf', { name: label(draft) })}
            style={{ width: 240 }}
            placeholder={t('bom.chooseProduct')}
            disabled={draft.dropped}
            value={draft.productId ?? undefined}
            onChange={(productId: string) => onChange(index, chooseProduct(draft, productId))}
            options={draft.line.candidates.map((candidate) => ({
              value: candidate.productId,
              label: `${candidate.code}${candidate.model ? ` / ${candidate.model}` : ''} · ${candidate.name}${
                candidate.takenDown ? ` (${t('state.takenDown')})` : ''
              }`,
            }))}
          />
        ),
    },
    {
      title: t('bom.column.style'),
      key: 'style',
      render: (_, { draft, index }) => {
        const product = chosenProduct(draft);
        if (!product || product.takenDown) return '—';
        return (
          <Select
            aria-label={t('styleOf', { name: label(draft) })}
            style={{ width: 200 }}
            placeholder={t('stylePlaceholder')}
            disabled={draft.dropped}
            value={draft.styleId ?? undefined}
            onChange={(styleId: string) => onChange(index, { ...draft, styleId, taken: true })}
            options={product.styles.map((style) => ({
              value: style.id,
              label: `${style.name}${style.spec ? ` ${style.spec}` : ''} · ${formatMoney(style.unitPrice, style.currency)}`,
            }))}
          />
        );
      },
    },
    {
      title: t('bom.column.quantity'),
      key: 'quantity',
      render: (_, { draft, index }) => {
        const parsed = parseQuantity(draft.quantityText);
        const problem = 'problem' in parsed ? parsed.problem : null;
        return (
          <>
            <Input
              aria-label={t('quantityOf', { name: label(draft) })}
              aria-invalid={problem !== null}
              inputMode="numeric"
              style={{ width: 96 }}
              disabled={draft.dropped}
              status={problem ? 'error' : undefined}
              value={draft.quantityText}
              onChange={(event) => onChange(index, { ...draft, quantityText: event.target.value })}
            />
            {problem ? <div className="bom-quantity-error">{t(`error.${problem}`)}</div> : null}
          </>
        );
      },
    },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, { draft, index }) => (
        <Button
          type="link"
          danger={!draft.dropped}
          aria-label={t(draft.dropped ? 'bom.restoreLine' : 'bom.dropLine', { row: draft.line.row })}
          onClick={() => onChange(index, { ...draft, dropped: !draft.dropped })}
        >
          {t(draft.dropped ? 'bom.restore' : 'bom.drop')}
        </Button>
      ),
    },
  ];

  return (
    <Table<Row>
      rowKey={(row) => String(row.draft.line.row)}
      size="small"
      dataSource={rows}
      columns={columns}
      scroll={{ x: 1000 }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      data-testid="bom-preview-table"
    />
  );
}
