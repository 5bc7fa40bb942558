import type { BomPreviewLine } from '@mall/shared';
import { formatMoney } from '@mall/shared';
import { Button, Checkbox, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  chooseProduct,
  chooseStyle,
  chosenProduct,
  confirmProduct,
  draftProblem,
  draftStatus,
  duplicateRows,
  type BomDraft,
} from '../bom-draft';
import { parseQuantity } from '../cart-rules';
import { BomProductSelect } from './BomProductSelect';

/** Solid tag colours with white text (contrast at least 4.5:1). */
const STATUS_COLOURS: Record<BomPreviewLine['status'], string> = {
  matched: '#237804',
  exact: '#0958d9',
  suggested: '#ad4e00',
  notFound: '#595959',
  notAllowed: '#cf1322',
};

interface BomPreviewTableProps {
  drafts: readonly BomDraft[];
  onChange: (drafts: BomDraft[]) => void;
}

/**
 * The lines of an uploaded parts list: each with its status and reason as it stands now, and a line that
 * repeats one above flagged; the buyer takes or drops a line, picks the style of an exact part number (which
 * applies to every line of that product without one), confirms or replaces a guess, finds the product of an
 * unknown line by searching the catalogue, and corrects the quantity.
 */
export function BomPreviewTable({ drafts, onChange }: BomPreviewTableProps) {
  const { t } = useTranslation('cart');
  const duplicates = duplicateRows(drafts);
  const rows = drafts.map((draft, index) => ({ draft, index, duplicateOf: duplicates[index] ?? null }));
  const change = (index: number, draft: BomDraft) =>
    onChange(drafts.map((one, i) => (i === index ? draft : one)));
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
          disabled={draft.dropped || draft.candidates.length === 0 || draftProblem(draft) === 'takenDown'}
          onChange={(event) => change(index, { ...draft, taken: event.target.checked })}
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
      render: (_, { draft, index, duplicateOf }) => {
        const { status, reason } = draftStatus(draft);
        return (
          <>
            <Tag color={STATUS_COLOURS[status]} data-testid={`bom-status-${draft.line.row}`}>
              {t(`bom.status.${status}`)}
            </Tag>
            {reason ? <div>{t(`bom.reason.${reason}`)}</div> : null}
            {reason === 'closeMatch' && !draft.dropped ? (
              <Button
                size="small"
                onClick={() => change(index, confirmProduct(draft))}
                aria-label={t('bom.confirmLine', { row: draft.line.row })}
              >
                {t('bom.confirm')}
              </Button>
            ) : null}
            {duplicateOf !== null ? (
              <div className="bom-duplicate" data-testid={`bom-duplicate-${draft.line.row}`}>
                {t('bom.duplicateOf', { row: duplicateOf })}
              </div>
            ) : null}
          </>
        );
      },
    },
    {
      title: t('bom.column.product'),
      key: 'product',
      render: (_, { draft, index }) => (
        <BomProductSelect
          label={t('bom.productOf', { name: label(draft) })}
          candidates={draft.candidates}
          value={draft.productId}
          disabled={draft.dropped}
          onChoose={(product) => change(index, chooseProduct(draft, product))}
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
            onChange={(styleId: string) => onChange(chooseStyle(drafts, index, styleId))}
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
              onChange={(event) => change(index, { ...draft, quantityText: event.target.value })}
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
          onClick={() => change(index, { ...draft, dropped: !draft.dropped })}
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
