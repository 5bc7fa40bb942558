import { FilterOutlined } from '@ant-design/icons';
import type { SuperQueryCondition, SuperQueryFields, SuperQueryMatchType } from '@mall/shared';
import { Button, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The builder (its inputs, pickers and date pickers) loads when a list's query is first opened, not with the list.
const SuperQueryDialog = lazy(() =>
  import('./SuperQueryDialog').then((module) => ({ default: module.SuperQueryDialog })),
);

export interface SuperQueryValue {
  conditions: SuperQueryCondition[];
  matchType: SuperQueryMatchType;
}

interface SuperQueryProps {
  fields: SuperQueryFields;
  saveCode: string;
  /** The query in effect (undefined: none). */
  value: SuperQueryValue | undefined;
  onChange(value: SuperQueryValue | undefined): void;
}

/** The list toolbar's advanced query: the trigger (active, with Clear, while a query is in effect) and its dialog. */
export function SuperQuery({ fields, saveCode, value, onChange }: SuperQueryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const active = (value?.conditions.length ?? 0) > 0;
  const trigger = (
    <Button
      type={active ? 'primary' : 'default'}
      ghost={active}
      icon={<FilterOutlined />}
      aria-pressed={active}
      onClick={() => {
        setOpening((count) => count + 1);
        setOpen(true);
      }}
    >
      {t('superQuery.trigger')}
    </Button>
  );
  return (
    <Space size={4}>
      {active ? <Tooltip title={t('superQuery.active')}>{trigger}</Tooltip> : trigger}
      {active ? (
        <Button type="link" size="small" onClick={() => onChange(undefined)}>
          {t('superQuery.clear')}
        </Button>
      ) : null}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <SuperQueryDialog
            key={opening}
            open={open}
            fields={fields}
            saveCode={saveCode}
            initial={value}
            onSearch={onChange}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Space>
  );
}
