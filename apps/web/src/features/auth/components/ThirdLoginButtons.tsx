import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchThirdProviders, thirdLoginStartUrl } from '../api/third-login-api';

/** The configured third-party providers, one sign-in link each; nothing at all when none is configured. */
export function ThirdLoginButtons() {
  const { t } = useTranslation('auth');
  const providers = useQuery({
    queryKey: ['thirdLogin', 'providers'],
    queryFn: fetchThirdProviders,
    staleTime: Infinity,
  });
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <nav aria-label={t('third.divider')} data-testid="third-login-providers">
      <Divider plain style={{ margin: '0 0 12px' }}>
        {t('third.divider')}
      </Divider>
      <Flex wrap gap="small" justify="center">
        {list.map((provider) => (
          // A link: the sign-in leaves the app for the provider's page and comes back to /user/third-login.
          <Button key={provider.source} href={thirdLoginStartUrl(provider.source)}>
            {t('third.with', { name: provider.name })}
          </Button>
        ))}
      </Flex>
    </nav>
  );
}
