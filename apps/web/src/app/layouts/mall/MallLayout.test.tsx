import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n';
import MallLayout from './MallLayout';

// The header (session, cart, search) is not what is tested here: a link stands in for it.
vi.mock('./MallHeader', () => ({
  MallHeader: () => (
    <header>
      <a href="/elsewhere">header link</a>
    </header>
  ),
}));

function renderMall() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <MallLayout />,
        children: [
          {
            index: true,
            element: (
              <>
                <h1>Home</h1>
                <Link to="/products/1">Bolt</Link>
              </>
            ),
          },
          { path: 'products/:id', element: <h1>Bolt</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('MallLayout focus', () => {
  it('opens with a skip link, before the header, that moves the focus to the page content', () => {
    renderMall();
    const skip = screen.getByRole('link', { name: i18next.t('header.skipToContent') });
    const header = screen.getByRole('banner');
    expect(skip.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('moves the focus to the new page content after a page change, not leaving it on the body', async () => {
    const router = renderMall();
    // The first page keeps the browser's focus.
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'Bolt' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/1'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(screen.getByRole('main').contains(screen.getByRole('heading', { name: 'Bolt' }))).toBe(true);
  });
});
