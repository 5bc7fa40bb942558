import { Input, List, Modal, Radio } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceOption, PopupPickerProps } from '../types';
import { textOf } from './cell-props';

/** The default popup picker: a search box over the column's options and one choice; OK keeps it. */
export function SearchPickerModal({
  open,
  column,
  value,
  onOk,
  onCancel,
  options,
}: PopupPickerProps & { options: readonly ChoiceOption[] }) {
  const { t } = useTranslation('editableTable');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const picked = chosen ?? (textOf(value) || undefined);
  const found = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return options.filter(
      (option) =>
        !needle || option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle),
    );
  }, [options, query]);
  const close = () => {
    setQuery('');
    setChosen(undefined);
  };
  return (
    <Modal
      open={open}
      title={t('popup.title', { title: column.title })}
      destroyOnHidden
      okButtonProps={{ disabled: picked === undefined }}
      onCancel={() => {
        close();
        onCancel();
      }}
      onOk={() => {
        close();
        onOk(picked);
      }}
    >
      <Input.Search
        autoFocus
        allowClear
        aria-label={t('popup.search')}
        placeholder={t('popup.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Radio.Group
        value={picked}
        onChange={(event) => setChosen(event.target.value as string)}
        style={{ width: '100%', marginTop: 8 }}
        aria-label={column.title}
      >
        <List
          size="small"
          dataSource={found}
          locale={{ emptyText: t('empty') }}
          renderItem={(option) => (
            <List.Item>
              <Radio value={option.value} disabled={option.disabled}>
                {option.label}
              </Radio>
            </List.Item>
          )}
        />
      </Radio.Group>
    </Modal>
  );
}
