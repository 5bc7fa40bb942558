import { Permission, type AuthEntry } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { NotificationSettingsForm } from './NotificationSettingsForm';

vi.mock('../../../widgets/notice-bell/notification-settings', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notificationSettingsApi: {
    read: vi.fn().mockResolvedValue({
      desktopUrgent: true,
      systemMessageKinds: ['demandProgress', 'demandSubmitted', 'priceApplication'],
    }),
    save: vi.fn(),
  },
}));

const grant = (action: string): AuthEntry => ({ action, type: '1', status: '1', describe: action });

function renderForm(codes: string[]) {
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PermissionProvider auth={codes.map(grant)} allAuth={Object.values(Permission).map(grant)}>
          <NotificationSettingsForm />
        </PermissionProvider>
      </QueryClientProvider>
    </FeedbackProvider>,
  );
}

describe('NotificationSettingsForm', () => {
  it('offers a customer only the news of their own orders', async () => {
    renderForm([]);
    await screen.findByTestId('notification-form');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('offers staff who handle orders the staff kinds too', async () => {
    renderForm([Permission.demandManage]);
    await screen.findByTestId('notification-form');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });
});
