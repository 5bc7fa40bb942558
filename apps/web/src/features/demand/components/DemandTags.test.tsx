import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalTag, QuoteValidUntil } from './DemandTags';

describe('QuoteValidUntil', () => {
  it('shows the quote date + 30 days, the day the PDF prints', () => {
    render(<QuoteValidUntil quoteDate="2026-11-01T10:00:00.000Z" />);
    expect(screen.getByTestId('quote-valid-until').textContent).toBe('2026-12-01');
  });
});

describe('ApprovalTag', () => {
  it('names an application closed with its order', () => {
    render(<ApprovalTag status={3} />);
    expect(screen.getByText('已关闭')).toBeTruthy();
  });
});
