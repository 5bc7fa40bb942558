import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  pickLocalized,
  SUPER_QUERY_MAX_CONDITIONS,
  SUPER_QUERY_RULES_BY_TYPE,
  type SuperQueryCondition,
  type SuperQueryFields,
  type SuperQueryMatchType,
} from '@mall/shared';
import { Button, Col, Empty, Input, List, Modal, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { currentLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { conditionsOf, incompleteRowOf, newRow, withRule, type QueryRow } from './rows';
import { loadSavedQueries, storeSavedQueries, type SavedQuery, type SavedQueryOwner } from './saved-queries';
import { ValueInput } from './ValueInput';

export interface SuperQueryDialogProps {
  open: boolean;
  fields: SuperQueryFields;
  /** The saved queries' storage key after the prefix. */
  saveCode: string;
  /** The query in effect, shown when the dialog opens. */
  initial: { conditions: SuperQueryCondition[]; matchType: SuperQueryMatchType } | undefined;
  /** Emits the query (undefined: none, after Reset). */
  onSearch(query: { conditions: SuperQueryCondition[]; matchType: SuperQueryMatchType } | undefined): void;
  onClose(): void;
}

const rowsOf = (conditions: readonly SuperQueryCondition[] | undefined) =>
  conditions?.length
    ? conditions.map((condition) =>
        newRow({
          field: condition.field,
          rule: condition.rule,
          val: Array.isArray(condition.val) ? condition.val.map(String) : String(condition.val),
        }),
      )
    : [newRow()];

/**
 * The advanced query builder: a match mode, rows of field, rule and value, and the list's saved queries
 * (localStorage). Query emits the rows; Reset clears them and emits no query.
 */
export function SuperQueryDialog(props: SuperQueryDialogProps) {
  const { fields, saveCode } = props;
  const { t } = useTranslation();
  const { message, modal } = feedback();
  const language = currentLanguage();
  const [rows, setRows] = useState<QueryRow[]>(() => rowsOf(props.initial?.conditions));
  const [matchType, setMatchType] = useState<SuperQueryMatchType>(props.initial?.matchType ?? 'and');
  const userId = useSessionStore((state) => state.userInfo?.id ?? '');
  const tenantId = useSessionStore((state) => state.tenantId);
  const owner: SavedQueryOwner = { userId, tenantId };
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(owner, saveCode));
  const [naming, setNaming] = useState<string | undefined>(undefined);

  const fieldOptions = Object.entries(fields).map(([name, field]) => ({
    value: name,
    label: pickLocalized(field.title, language),
  }));
  const update = (key: number, change: (row: QueryRow) => QueryRow) =>
    setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));

  const query = () => {
    const conditions = conditionsOf(rows, fields);
    if (!conditions) {
      // A row begun but not finished is named, so that the query is never refused without saying why.
      const incomplete = incompleteRowOf(rows);
      message.warning(
        incomplete ? t('superQuery.incompleteRow', { index: incomplete }) : t('superQuery.emptyCondition'),
      );
      return;
    }
    props.onSearch({ conditions, matchType });
    props.onClose();
  };

  const reset = () => {
    setRows([newRow()]);
    props.onSearch(undefined);
  };

  const startSave = () => {
    if (!conditionsOf(rows, fields)) {
      message.warning(t('superQuery.emptySave'));
      return;
    }
    setNaming('');
  };

  const save = () => {
    const title = (naming ?? '').trim();
    const conditions = conditionsOf(rows, fields);
    if (!title) {
      message.warning(t('superQuery.saveNameEmpty'));
      return;
    }
    if (!conditions) return;
    const write = () => {
      const next = [...saved.filter((item) => item.title !== title), { title, matchType, conditions }];
      storeSavedQueries(owner, saveCode, next);
      setSaved(next);
      setNaming(undefined);
      message.success(t('superQuery.savedOk'));
    };
    if (saved.some((item) => item.title === title)) {
      modal.confirm({
        title: t('superQuery.overwrite', { name: title }),
        okText: t('action.ok'),
        cancelText: t('action.cancel'),
        onOk: write,
      });
    } else write();
  };

  const remove = (title: string) =>
    modal.confirm({
      title: t('superQuery.deleteConfirm'),
      okText: t('crud.delete'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: () => {
        const next = saved.filter((item) => item.title !== title);
        storeSavedQueries(owner, saveCode, next);
        setSaved(next);
      },
    });

  const use = (item: SavedQuery) => {
    setRows(rowsOf(item.conditions));
    setMatchType(item.matchType);
  };

  return (
    <Modal
      open={props.open}
      title={t('superQuery.title')}
      width={1000}
      style={{ top: '5%' }}
      styles={{ body: { maxHeight: 'calc(95vh - 110px)', overflowY: 'auto' } }}
      onCancel={props.onClose}
      footer={[
        <Button key="reset" onClick={reset}>
          {t('superQuery.reset')}
        </Button>,
        <Button key="save" onClick={startSave}>
          {t('superQuery.save')}
        </Button>,
        <Button key="close" onClick={props.onClose}>
          {t('superQuery.close')}
        </Button>,
        <Button key="query" type="primary" onClick={query}>
          {t('superQuery.query')}
        </Button>,
      ]}
    >
      {/* On a phone the saved queries go below the conditions and a condition's parts stack, each the
          dialog's width: side by side they were squeezed to a few dozen pixels. */}
      <Row gutter={16}>
        <Col xs={24} md={18}>
          <Space wrap style={{ marginBottom: 12 }}>
            <label htmlFor="super-query-match">{t('superQuery.matchType')}</label>
            <Select<SuperQueryMatchType>
              id="super-query-match"
              style={{ width: 240 }}
              value={matchType}
              onChange={setMatchType}
              options={[
                { value: 'and', label: t('superQuery.matchAnd') },
                { value: 'or', label: t('superQuery.matchOr') },
              ]}
            />
          </Space>
          {rows.map((row, index) => {
            const field = row.field ? fields[row.field] : undefined;
            const rules = field ? SUPER_QUERY_RULES_BY_TYPE[field.type] : [];
            const at = { index: index + 1 };
            return (
              <Row
                key={row.key}
                gutter={[8, 8]}
                style={{ marginBottom: 8 }}
                role="group"
                aria-label={t('superQuery.rowLabel', at)}
              >
                <Col xs={24} md={7}>
                  <Select
                    aria-label={`${t('superQuery.field')} ${index + 1}`}
                    style={{ width: '100%' }}
                    placeholder={t('superQuery.field')}
                    showSearch
                    optionFilterProp="label"
                    options={fieldOptions}
                    value={row.field}
                    onChange={(name: string) => {
                      const type = fields[name]?.type;
                      update(row.key, () => ({
                        key: row.key,
                        field: name,
                        rule: type ? SUPER_QUERY_RULES_BY_TYPE[type][0] : undefined,
                      }));
                    }}
                  />
                </Col>
                <Col xs={24} md={5}>
                  <Select
                    aria-label={`${t('superQuery.rule')} ${index + 1}`}
                    style={{ width: '100%' }}
                    placeholder={t('superQuery.rule')}
                    options={rules.map((rule) => ({ value: rule, label: t(`superQuery.rules.${rule}`) }))}
                    value={row.rule}
                    onChange={(rule) => update(row.key, (current) => withRule(current, rule))}
                  />
                </Col>
                <Col xs={24} md={9}>
                  <ValueInput
                    id={`super-query-value-${row.key}`}
                    label={`${t('superQuery.value')} ${index + 1}`}
                    field={field}
                    rule={row.rule}
                    value={row.val}
                    onChange={(val) => update(row.key, (current) => ({ ...current, val }))}
                  />
                </Col>
                <Col xs={24} md={3}>
                  <Space size={4}>
                    <Button
                      icon={<PlusOutlined />}
                      aria-label={t('superQuery.addRow')}
                      disabled={rows.length >= SUPER_QUERY_MAX_CONDITIONS}
                      onClick={() =>
                        // The limit holds for clicks faster than the button's disabling (a double click).
                        setRows((current) =>
                          current.length >= SUPER_QUERY_MAX_CONDITIONS
                            ? current
                            : [...current.slice(0, index + 1), newRow(), ...current.slice(index + 1)],
                        )
                      }
                    />
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('superQuery.removeRow', at)}
                      onClick={() =>
                        setRows((current) => {
                          const rest = current.filter((item) => item.key !== row.key);
                          return rest.length ? rest : [newRow()];
                        })
                      }
                    />
                  </Space>
                </Col>
              </Row>
            );
          })}
        </Col>
        <Col xs={24} md={6}>
          <h3 style={{ fontSize: 14 }}>{t('superQuery.saved')}</h3>
          {saved.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('superQuery.savedEmpty')} />
          ) : (
            <List
              size="small"
              dataSource={saved}
              renderItem={(item) => (
                <List.Item
                  actions={[
                    <Button
                      key="delete"
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('superQuery.deleteSaved', { name: item.title })}
                      onClick={() => remove(item.title)}
                    />,
                  ]}
                >
                  <Button type="link" size="small" onClick={() => use(item)}>
                    {item.title}
                  </Button>
                </List.Item>
              )}
            />
          )}
        </Col>
      </Row>
      <Modal
        open={naming !== undefined}
        title={t('superQuery.save')}
        width={400}
        okText={t('action.ok')}
        cancelText={t('action.cancel')}
        onOk={save}
        onCancel={() => setNaming(undefined)}
      >
        <Input
          aria-label={t('superQuery.saveName')}
          placeholder={t('superQuery.saveName')}
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={save}
          autoFocus
        />
      </Modal>
    </Modal>
  );
}
