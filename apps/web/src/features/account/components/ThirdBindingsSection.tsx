import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThirdBinding } from '@mall/shared';
import { Alert, Button, Empty, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { accountApi } from '../api/account-api';

const BINDINGS_KEY = ['account', 'thirdBindings'];

/** The signed-in user's third-party sign-in bindings, each with a way to remove it (after a confirmation). */
export function ThirdBindingsSection() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const { message, modal } = feedback();
  const queryClient = useQueryClient();
  const bindings = useQuery({ queryKey: BINDINGS_KEY, queryFn: accountApi.thirdBindings });
  const unbind = useMutation({
    mutationFn: accountApi.unbindThird,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BINDINGS_KEY }),
  });

  const confirmUnbind = (binding: ThirdBinding) =>
    modal.confirm({
      title: t('binding.confirmTitle', { provider: binding.sourceName }),
      content: t('binding.confirmContent'),
      okText: t('binding.unbind'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await unbind.mutateAsync(binding.id);
        void message.success(t('binding.removed'));
      },
    });

  if (bindings.isError) return <Alert type="error" showIcon title={errorMessageOf(bindings.error)} />;
  if (!bindings.data) return <Skeleton active />;
  return (
    <section aria-label={t('binding.title')} data-testid="third-bindings">
      <p style={{ marginTop: 0 }}>{t('binding.intro')}</p>
      {bindings.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('binding.none')} />
      ) : (
        <List
          dataSource={bindings.data}
          rowKey="id"
          renderItem={(binding) => (
            <List.Item
              data-testid="third-binding"
              actions={[
                <Button key="unbind" danger onClick={() => confirmUnbind(binding)}>
                  {t('binding.unbind')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={binding.sourceName}
                description={t('binding.detail', {
                  name: binding.displayName ?? '-',
                  time: formatDateTime(binding.createTime),
                })}
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
