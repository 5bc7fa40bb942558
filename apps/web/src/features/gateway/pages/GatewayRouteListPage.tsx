import { GatewayRouteStatus, gatewayRouteEntity, type GatewayRouteRecord } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { gatewayPolicyApi, gatewayRouteApi } from '../api/gateway-route-api';
import { GatewayRouteFormModal } from '../components/GatewayRouteFormModal';

// Solid tag colours whose white text keeps the contrast ratio accessibility asks for.
const ENABLED_COLOR = '#237804';
const PAUSED_COLOR = '#595959';

/**
 * System → Gateway routes (component 'system/SysGatewayRouteList'): the routes called at
 * /mall/serversys/gateway/{routerId}/…, with the operator's upstream allow-list and how to set it.
 */
export default function GatewayRouteListPage() {
  const { t } = useTranslation('gateway');
  const policy = useQuery({
    queryKey: [...gatewayRouteApi.keys.all, 'upstreamPolicy'],
    queryFn: () => gatewayPolicyApi.upstreamPolicy(),
  });
  const allowList = policy.data?.allowList ?? [];

  const columns = useMemo<ColumnTweaks<GatewayRouteRecord>>(
    () => ({
      uri: { render: (_, record) => <code>{record.uri}</code>, ellipsis: true },
      status: {
        render: (_, record) => (
          <Tag color={record.status === GatewayRouteStatus.enabled ? ENABLED_COLOR : PAUSED_COLOR}>
            {record.status_dictText}
          </Tag>
        ),
      },
      publicAccess: { render: (_, record) => (record.publicAccess ? t('yes') : t('no')) },
      forwardAuth: { render: (_, record) => (record.forwardAuth ? t('yes') : t('no')) },
    }),
    [t],
  );

  return (
    <>
      {policy.isSuccess && (
        <Alert
          data-testid="gateway-allow-list"
          style={{ marginBottom: 16 }}
          type={allowList.length === 0 ? 'warning' : 'info'}
          showIcon
          message={
            allowList.length === 0 ? t('policy.empty') : t('policy.listed', { entries: allowList.join(', ') })
          }
          description={t('policy.howTo')}
        />
      )}
      <AdminListPage<GatewayRouteRecord>
        entity={gatewayRouteEntity}
        api={gatewayRouteApi}
        testId="gateway-route-table"
        title={t('list.title')}
        emptyText={t('list.empty')}
        loadFailedText={t('list.loadFailed')}
        columns={columns}
        renderForm={(form) => (
          <GatewayRouteFormModal key={form.key} open={form.open} routeId={form.id} onClose={form.close} />
        )}
      />
    </>
  );
}
