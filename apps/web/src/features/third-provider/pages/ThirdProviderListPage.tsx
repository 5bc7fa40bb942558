import { Permission, type ThirdProviderState } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import { fetchThirdProviders, switchThirdProvider, thirdProviderKey } from '../third-provider-api';

/**
 * Third-party sign-in (component 'system/ThirdProviderList', platform administrators): the providers the
 * operator configured, whether each is on, whether its settings are complete, and the callback URL to
 * register at the provider. Whoever may edit switches a provider on or off.
 */
export default function ThirdProviderListPage() {
  const { t } = useTranslation('system');
  const canEdit = useCan(Permission.thirdProviderEdit);
  const client = useQueryClient();
  const list = useQuery({ queryKey: thirdProviderKey, queryFn: ({ signal }) => fetchThirdProviders(signal) });
  const toggle = useMutation({
    mutationFn: switchThirdProvider,
    onSettled: () => client.invalidateQueries({ queryKey: thirdProviderKey }),
  });
  const columns: TableColumnsType<ThirdProviderState> = [
    { key: 'name', dataIndex: 'name', title: t('thirdProvider.name') },
    { key: 'source', dataIndex: 'source', title: t('thirdProvider.source') },
    {
      key: 'enabled',
      title: t('thirdProvider.enabled'),
      render: (_, provider) => (
        <Switch
          checked={provider.enabled}
          disabled={!canEdit}
          loading={toggle.isPending && toggle.variables.source === provider.source}
          aria-label={t('thirdProvider.enabledLabel', { name: provider.name })}
          onChange={(enabled) => toggle.mutate({ source: provider.source, enabled })}
        />
      ),
    },
    {
      key: 'configured',
      title: t('thirdProvider.configured'),
      render: (_, provider) =>
        provider.configured ? (
          <Tag color="success">{t('thirdProvider.complete')}</Tag>
        ) : (
          <Tag color="warning">{t('thirdProvider.incomplete')}</Tag>
        ),
    },
    { key: 'issuer', dataIndex: 'issuer', title: t('thirdProvider.issuer') },
    {
      key: 'callbackUrl',
      title: t('thirdProvider.callbackUrl'),
      render: (_, provider) =>
        provider.callbackUrl ? (
          <Typography.Text copyable>{provider.callbackUrl}</Typography.Text>
        ) : (
          t('thirdProvider.noPublicUrl')
        ),
    },
  ];
  return (
    <Card data-testid="third-provider-page">
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('thirdProvider.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('thirdProvider.intro')}</Typography.Paragraph>
      {list.isError ? <Alert type="error" showIcon message={t('thirdProvider.loadFailed')} /> : null}
      <Table<ThirdProviderState>
        rowKey="source"
        size="middle"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('thirdProvider.empty') }}
      />
    </Card>
  );
}
