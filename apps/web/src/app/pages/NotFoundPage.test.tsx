import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('is a main landmark headed by what happened', async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/404'],
    });
    render(<RouterProvider router={router} />);
    const main = await screen.findByRole('main');
    expect(main.querySelector('h1')?.textContent).toBe('404 页面不存在');
    expect(screen.getByRole('heading', { level: 1, name: /^404\s*页面不存在$/ })).toBeTruthy();
  });
});
