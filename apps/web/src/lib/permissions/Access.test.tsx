import type { AuthEntry } from '@mall/shared';
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
        auth={[entry('user:add')]}
        allAuth={[entry('user:add'), entry('user:export', '0'), entry('user:delete')]}
      >
        <Access action="user:add">
          <span>add</span>
        </Access>
        <Access action="user:export">
          <span>export</span>
        </Access>
        <Access action="user:delete" fallback={<span>no delete</span>}>
          <span>delete</span>
        </Access>
      </PermissionProvider>,
    );
    expect(screen.queryByText('add')).not.toBeNull();
    expect(screen.queryByText('export')).not.toBeNull();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.queryByText('no delete')).not.toBeNull();
  });
});
