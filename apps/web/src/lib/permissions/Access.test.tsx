import { Permission, type AuthEntry } from '@mall/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Access } from './Access';
import { PermissionProvider } from './permission-context';

const entry = (action: string, status: AuthEntry['status'] = '1'): AuthEntry => ({
  action,
  type: '1',
  status,
  describe: action,
});

describe('<Access>', () => {
  it('shows its children only when the action is allowed', () => {
    render(
      <PermissionProvider
        auth={[entry(Permission.userAdd)]}
        allAuth={[entry(Permission.userAdd), entry(Permission.userExport, '0'), entry(Permission.userDelete)]}
      >
        <Access action={Permission.userAdd}>
          <span>add</span>
        </Access>
        <Access action={Permission.userExport}>
          <span>export</span>
        </Access>
        <Access action={Permission.userDelete} fallback={<span>no delete</span>}>
          <span>delete</span>
        </Access>
        <Access action={[Permission.userDelete, Permission.userAdd]}>
          <span>delete or add</span>
        </Access>
      </PermissionProvider>,
    );
    expect(screen.queryByText('add')).not.toBeNull();
    expect(screen.queryByText('export')).not.toBeNull();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.queryByText('no delete')).not.toBeNull();
    expect(screen.queryByText('delete or add')).not.toBeNull();
  });
});
