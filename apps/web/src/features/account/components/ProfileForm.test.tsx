import type { Myself } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { accountApi } from '../api/account-api';
import { ProfileForm } from './ProfileForm';

vi.mock('../api/account-api', () => ({ accountApi: { updateMyself: vi.fn() } }));
const api = vi.mocked(accountApi);

const myself: Myself = {
  username: 'buyer',
  realname: 'Buyer',
  phone: '13812345678',
  email: 'buyer@example.com',
  avatar: null,
  twoFactorEnabled: false,
  version: 3,
};

function renderForm() {
  const onSaved = vi.fn();
  const onStale = vi.fn();
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm myself={myself} onSaved={onSaved} onStale={onStale} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return { onSaved, onStale };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));

describe('ProfileForm', () => {
  afterEach(() => vi.clearAllMocks());

  it('checks the e-mail and phone with the shared rules; empty clears them', async () => {
    api.updateMyself.mockResolvedValue({ ...myself, phone: null, version: 4 });
    const { onSaved } = renderForm();
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345' } });
    save();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(api.updateMyself).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.updateMyself.mock.calls[0]?.[0]).toEqual({
      realname: 'Buyer',
      phone: null,
      email: 'new@example.com',
      version: 3,
    });
  });

  it('a 409 says the data changed and asks for a reload', async () => {
    api.updateMyself.mockRejectedValue(new HttpError({ status: 409, code: 409, message: 'stale' }));
    const { onStale, onSaved } = renderForm();
    await screen.findByLabelText('邮箱');
    save();
    expect(await screen.findByText('数据已被修改，已重新加载，请核对后再保存')).toBeTruthy();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
