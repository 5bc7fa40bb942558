import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictFormModal } from './DictFormModal';

describe('DictFormModal', () => {
  it('names its field ids apart from the list’s search form, which also has a dictCode field', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <input id="dictCode" aria-label="search dictCode" />
        <DictFormModal open dictId={undefined} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('[id="dictCode"]')).toHaveLength(1);
    expect(screen.getByRole('dialog').querySelector('input[id$="dictCode"]')?.id).not.toBe('dictCode');
  });
});
