import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { API_BASE, EMPTY_TEXT, formatMoney, formatPrice, imageUrl, type CartItem } from '@mall/shared';
import { Alert, Button, Checkbox, Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmPathForCart, isTakenDown, needsStyle, selectionTotal, splitSelection } from '../cart-rules';
import { BomUpload } from '../components/BomUpload';
import { QuantityInput } from '../components/QuantityInput';
import { StyleSelect } from '../components/StyleSelect';
import { useCart } from '../hooks/use-cart';
import styles from './CartPage.module.css';

/** A stored image path becomes its public URL; a full URL is used as is. */
function imageSrc(image: string): string {
  return /^(https?:)?\//.test(image) ? image : imageUrl(API_BASE, image);
}

/**
 * /mall/shopcart: the buyer's cart. Lines can be selected (one by one or all), have their style and quantity
 * changed, be deleted, and be submitted to the demand order confirmation. Taken-down lines are shown and
 * must be confirmed as left out before a submit goes on.
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const navigate = useNavigate();
  const { list, edit, remove } = useCart();
  // A reorder opens the cart with the lines it put back selected.
  const location = useLocation() as { state: { select?: string[] } | null };
  const [selected, setSelected] = useState<string[]>(() => location.state?.select ?? []);
  useDocumentTitle(t('title'));

  const lines = useMemo(() => list.data ?? [], [list.data]);
  // Lines deleted elsewhere drop out of the selection.
  const selectedIds = useMemo(
    () => selected.filter((id) => lines.some((line) => line.id === id)),
    [selected, lines],
  );
  // Lines whose quantity field holds a refused value: their subtotal is unknown until it is corrected.
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const markRefused = (id: string, isRefused: boolean) =>
    setRefused((current) => {
      if (current.has(id) === isRefused) return current;
      const next = new Set(current);
      if (isRefused) next.add(id);
      else next.delete(id);
      return next;
    });
  const total = selectionTotal(
    lines.filter((line) => !refused.has(line.id)),
    selectedIds,
  );
  const currency = lines.find((line) => selectedIds.includes(line.id))?.currency ?? lines[0]?.currency ?? '';
  const allSelected = lines.length > 0 && selectedIds.length === lines.length;

  const save = (line: CartItem, change: { styleId?: string; quantity?: number }) => {
    // A style another line already holds: the server merges the two lines into that one.
    const merges = lines.some((other) => other.id !== line.id && other.styleId === change.styleId);
    edit.mutate(
      {
        id: line.id,
        version: line.version,
        styleId: change.styleId ?? line.styleId,
        quantity: change.quantity ?? line.quantity,
      },
      {
        onSuccess: () => {
          if (merges) void message.success(t('merged'));
        },
      },
    );
  };

  const confirmDelete = (ids: string[], one: boolean) => {
    if (ids.length === 0) {
      void message.warning(t('error.noSelection'));
      return;
    }
    modal.confirm({
      title: one ? t('confirmDeleteOne') : t('confirmDelete'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await remove.mutateAsync(ids).catch(() => undefined);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
      },
    });
  };

  const submit = () => {
    if (selectedIds.length === 0) {
      void message.warning(t('error.noSelection'));
      return;
    }
    const { orderable, takenDown } = splitSelection(lines, selectedIds);
    if (orderable.some((line) => needsStyle(line) || !line.styleId || line.styleName === '')) {
      void message.warning(t('error.style'));
      return;
    }
    const proceed = () => {
      if (orderable.length === 0) {
        void message.warning(t('error.nothingLeft'));
        return;
      }
      void navigate(confirmPathForCart(orderable.map((line) => line.id)));
    };
    if (takenDown.length === 0) {
      proceed();
      return;
    }
    modal.confirm({
      title: t('takenDown.title'),
      content: (
        <div data-testid="taken-down-list">
          <p>{t('takenDown.description')}</p>
          <ul>
            {takenDown.map((line) => (
              <li key={line.id}>
                {line.productName || line.sku} {line.styleName ? `(${line.styleName})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ),
      okText: t('takenDown.ok'),
      cancelText: t('takenDown.cancel'),
      onOk: proceed,
    });
  };

  const columns: TableColumnsType<CartItem> = [
    {
      title: t('column.product'),
      key: 'product',
      render: (_, line) => (
        <Space align="start">
          {line.image ? (
            <img className={styles.image} src={imageSrc(line.image)} alt={line.productName} />
          ) : null}
          <div>
            {line.state === 'missing' ? (
              <Typography.Text delete>{line.productName || line.sku}</Typography.Text>
            ) : (
              <Link to={`${AppPath.mallDetail}?id=${encodeURIComponent(line.productId)}`}>
                {line.productName}
              </Link>
            )}
            <div className={styles.meta}>
              {[line.sku, line.model, line.brand].filter(Boolean).join(' · ')}
            </div>
            {line.state !== 'current' ? (
              // Solid colours with white text (contrast at least 4.5:1).
              <Tag color={isTakenDown(line) ? '#cf1322' : '#ad4e00'} className={styles.state}>
                {t(`state.${line.state}`)}
              </Tag>
            ) : null}
          </div>
        </Space>
      ),
    },
    {
      title: t('column.style'),
      key: 'style',
      render: (_, line) => (
        <StyleSelect
          productId={line.productId}
          styleId={line.styleName && !needsStyle(line) ? line.styleId : undefined}
          styleName={line.styleName}
          label={t('styleOf', { name: line.productName })}
          disabled={isTakenDown(line) || edit.isPending}
          onChange={(styleId) => save(line, { styleId })}
        />
      ),
    },
    {
      title: t('column.unitPrice'),
      key: 'unitPrice',
      align: 'right',
      render: (_, line) => formatMoney(line.unitPrice, line.currency),
    },
    {
      title: t('column.quantity'),
      key: 'quantity',
      render: (_, line) => (
        <QuantityInput
          key={`${line.id}-${line.version}`}
          value={line.quantity}
          label={t('quantityOf', { name: line.productName })}
          disabled={line.state === 'missing'}
          onInvalid={(text) => void message.warning(text)}
          onRefusedChange={(isRefused) => markRefused(line.id, isRefused)}
          onCommit={(quantity) => save(line, { quantity })}
        />
      ),
    },
    {
      title: t('column.subtotal'),
      key: 'subtotal',
      align: 'right',
      render: (_, line) =>
        refused.has(line.id) ? EMPTY_TEXT : formatMoney(line.standardPrice, line.currency),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, line) => (
        <Button type="link" danger onClick={() => confirmDelete([line.id], true)}>
          {t('delete')}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page} data-testid="cart-page">
      <div className={styles.heading}>
        <Typography.Title level={1} className={styles.title}>
          <ShoppingCartOutlined /> {t('title')}
        </Typography.Title>
        <BomUpload />
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          message={`${t('loadFailed')}: ${errorMessageOf(list.error)}`}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {!list.isPending && !list.isError && lines.length === 0 ? (
        <Empty description={t('empty')} data-testid="cart-empty">
          <Button type="primary" onClick={() => void navigate(AppPath.mallSearch)}>
            {t('continueShopping')}
          </Button>
        </Empty>
      ) : (
        <>
          <Table<CartItem>
            rowKey="id"
            loading={list.isPending}
            dataSource={lines}
            columns={columns}
            pagination={false}
            rowSelection={{
              selectedRowKeys: selectedIds,
              onChange: (keys) => setSelected(keys.map(String)),
              getCheckboxProps: (line) => ({ 'aria-label': t('selectLine', { name: line.productName }) }),
              // antd names the header's box 'Select all' in every language.
              getTitleCheckboxProps: () => ({ 'aria-label': t('selectAll') }),
            }}
          />
          <div className={styles.bar} data-testid="cart-bar">
            <Checkbox
              checked={allSelected}
              indeterminate={selectedIds.length > 0 && !allSelected}
              onChange={(event) => setSelected(event.target.checked ? lines.map((line) => line.id) : [])}
            >
              {t('selectAll')}
            </Checkbox>
            <span data-testid="cart-selected-count">{t('selectedCount', { count: selectedIds.length })}</span>
            <Button icon={<DeleteOutlined />} onClick={() => confirmDelete(selectedIds, false)}>
              {t('deleteSelected')}
            </Button>
            <span className={styles.total}>
              {t('selectedTotal')}:{' '}
              <strong data-testid="cart-total">{formatMoney(formatPrice(total), currency)}</strong>
            </span>
            <Button type="primary" onClick={submit} data-testid="cart-submit">
              {t('submit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
