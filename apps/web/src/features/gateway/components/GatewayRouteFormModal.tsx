import {
  GATEWAY_FILTER_NAMES,
  GATEWAY_NAME_MAX_LENGTH,
  GATEWAY_PREDICATE_NAMES,
  GATEWAY_ROUTER_ID_PATTERN,
  GATEWAY_URI_MAX_LENGTH,
  GatewayRouteStatus,
  gatewayRouteEntity,
  pickLocalized,
  type GatewayRouteAddRequest,
  type GatewayRouteRecord,
} from '@mall/shared';
import { Form, Input, Radio, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { EditableTableFormItem, type EditableColumn } from '../../../widgets/editable-table';
import { gatewayRouteApi } from '../api/gateway-route-api';
import { filtersOf, predicatesOf, rowsOf, type RuleRow } from './rule-rows';

interface RouteFormValues {
  routerId: string;
  name: string;
  uri: string;
  predicates: RuleRow[];
  filters: RuleRow[];
  retryable: boolean;
  stripPrefix: boolean;
  forwardAuth: boolean;
  publicAccess: boolean;
  status: number;
}

const EMPTY: RouteFormValues = {
  routerId: '',
  name: '',
  uri: '',
  predicates: [],
  filters: [],
  retryable: false,
  stripPrefix: true,
  forwardAuth: false,
  publicAccess: false,
  status: GatewayRouteStatus.enabled,
};
const { fields } = gatewayRouteEntity;
const toValues = (record: GatewayRouteRecord): RouteFormValues => ({
  routerId: record.routerId,
  name: record.name,
  uri: record.uri,
  predicates: rowsOf(record.predicates),
  filters: rowsOf(record.filters),
  retryable: record.retryable,
  stripPrefix: record.stripPrefix,
  forwardAuth: record.forwardAuth,
  publicAccess: record.publicAccess,
  status: record.status,
});
const toBody = (values: RouteFormValues): GatewayRouteAddRequest => ({
  routerId: values.routerId.trim(),
  name: values.name.trim(),
  uri: values.uri.trim(),
  predicates: predicatesOf(values.predicates),
  filters: filtersOf(values.filters),
  retryable: values.retryable,
  stripPrefix: values.stripPrefix,
  forwardAuth: values.forwardAuth,
  publicAccess: values.publicAccess,
  status:
    values.status === GatewayRouteStatus.paused ? GatewayRouteStatus.paused : GatewayRouteStatus.enabled,
});

interface GatewayRouteFormModalProps {
  open: boolean;
  routeId: string | undefined;
  onClose: () => void;
}

/** Create or edit a gateway route: its upstream, its flags, and its predicates and filters as tables. */
export function GatewayRouteFormModal({ open, routeId, onClose }: GatewayRouteFormModalProps) {
  const { t } = useTranslation('gateway');
  const [form] = Form.useForm<RouteFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const ruleColumns = useMemo(() => {
    const required = [{ required: true, message: t('form.ruleRequired') }];
    const valueColumns: EditableColumn[] = [
      { key: 'value', title: t('form.value'), type: 'input', validateRules: required },
      { key: 'value2', title: t('form.value2'), type: 'input' },
    ];
    const nameColumn = (title: string, options: { value: string; label: string }[]): EditableColumn => ({
      key: 'name',
      title,
      type: 'select',
      allowSearch: true,
      width: 200,
      options,
      validateRules: required,
    });
    return {
      predicates: [
        nameColumn(
          t('form.predicateName'),
          GATEWAY_PREDICATE_NAMES.map((name) => ({ value: name, label: t(`predicates.${name}`) })),
        ),
        ...valueColumns,
      ],
      filters: [
        nameColumn(
          t('form.filterName'),
          GATEWAY_FILTER_NAMES.map((name) => ({ value: name, label: t(`filters.${name}`) })),
        ),
        {
          ...valueColumns[0]!,
          // InlineContent takes no value: the first value is required of every other filter.
          validateRules: [
            {
              handler: ({ value, row }) =>
                row.name !== 'InlineContent' && String(value ?? '').trim() === ''
                  ? t('form.ruleRequired')
                  : undefined,
            },
          ],
        },
        valueColumns[1]!,
      ],
    };
  }, [t]);
  return (
    <EntityFormModal
      api={gatewayRouteApi}
      form={form}
      open={open}
      id={routeId}
      onClose={onClose}
      name="gatewayRouteForm"
      width={900}
      title={{ add: t('form.addTitle'), edit: t('form.editTitle') }}
      loadFailedText={t('list.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="routerId"
        label={label('routerId')}
        extra={t('form.routerIdHint')}
        rules={[
          { required: true, message: t('form.routerIdRequired') },
          { pattern: GATEWAY_ROUTER_ID_PATTERN, message: t('form.routerIdPattern') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={label('name')}
        rules={[{ required: true, message: t('form.nameRequired') }, { max: GATEWAY_NAME_MAX_LENGTH }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="uri"
        label={label('uri')}
        extra={t('form.uriHint')}
        rules={[
          { required: true, message: t('form.uriRequired') },
          { type: 'url', message: t('form.uriInvalid') },
          { max: GATEWAY_URI_MAX_LENGTH },
        ]}
      >
        <Input autoComplete="off" placeholder="https://api.example.com/v1" />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Radio.Group
          options={[
            { value: GatewayRouteStatus.enabled, label: t('status.enabled') },
            { value: GatewayRouteStatus.paused, label: t('status.paused') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="publicAccess"
        label={label('publicAccess')}
        valuePropName="checked"
        extra={t('form.publicHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="forwardAuth"
        label={label('forwardAuth')}
        valuePropName="checked"
        extra={t('form.forwardHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="stripPrefix"
        label={t('form.stripPrefix')}
        valuePropName="checked"
        extra={t('form.stripPrefixHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="retryable"
        label={t('form.retryable')}
        valuePropName="checked"
        extra={t('form.retryableHint')}
      >
        <Switch />
      </Form.Item>
      <Typography.Title level={5}>{t('form.predicates')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.predicatesHint')}</Typography.Paragraph>
      <div data-testid="gateway-predicates">
        <EditableTableFormItem
          name="predicates"
          columns={ruleColumns.predicates}
          aria-label={t('form.predicates')}
          size="small"
        />
      </div>
      <Typography.Title level={5}>{t('form.filters')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.filtersHint')}</Typography.Paragraph>
      <div data-testid="gateway-filters">
        <EditableTableFormItem
          name="filters"
          columns={ruleColumns.filters}
          aria-label={t('form.filters')}
          size="small"
        />
      </div>
    </EntityFormModal>
  );
}
