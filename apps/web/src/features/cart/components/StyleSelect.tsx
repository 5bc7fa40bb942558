import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_QUERY_KEY, fetchProductStyles } from '../api/cart-api';

interface StyleSelectProps {
  productId: string;
  /** The line's style, or undefined when it is gone (a style must then be chosen). */
  styleId: string | undefined;
  styleName: string;
  label: string;
  disabled?: boolean;
  onChange: (styleId: string) => void;
}

/** A line's style: the product's styles on the shelves, loaded when the list first opens. */
export function StyleSelect({ productId, styleId, styleName, label, disabled, onChange }: StyleSelectProps) {
  const { t } = useTranslation('cart');
  const [opened, setOpened] = useState(false);
  const styles = useQuery({
    queryKey: [...CART_QUERY_KEY, 'styles', productId],
    queryFn: ({ signal }) => fetchProductStyles(productId, signal),
    enabled: opened,
    staleTime: 60_000,
  });
  const options = styles.data
    ? styles.data.filter((style) => style.onShelf).map((style) => ({ value: style.id, label: style.name }))
    : styleId
      ? [{ value: styleId, label: styleName }]
      : [];

  return (
    <Select
      aria-label={label}
      style={{ minWidth: 140 }}
      placeholder={t('stylePlaceholder')}
      status={styleId ? undefined : 'error'}
      disabled={disabled}
      value={styleId}
      options={options}
      loading={styles.isFetching}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      onChange={onChange}
    />
  );
}
