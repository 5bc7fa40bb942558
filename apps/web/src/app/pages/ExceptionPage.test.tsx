import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ForbiddenPage, ServerErrorPage } from './ExceptionPage';

describe('the exception pages', () => {
  it.each([
    ['403', ForbiddenPage, '403 无权访问'],
    ['500', ServerErrorPage, '500 服务器错误'],
  ])('/%s is a main landmark headed by what happened', async (path, Page, heading) => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [`/${path}`] });
    render(<RouterProvider router={router} />);
    const main = await screen.findByRole('main');
    expect(main.querySelector('h1')?.textContent).toBe(heading);
  });
});
