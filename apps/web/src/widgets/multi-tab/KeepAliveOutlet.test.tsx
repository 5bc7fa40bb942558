import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './KeepAliveOutlet';

/** A page with state of its own: a counter, and the path it believes it is on. */
function Counter() {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${pathname}:${count}`}
    </button>
  );
}

function setup(keepAlive: (path: string) => boolean, generations: Record<string, number> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeepAliveOutlet keepAlive={keepAlive} generationOf={(path) => generations[path] ?? 0} />,
        children: [
          { path: 'a', element: <Counter /> },
          { path: 'b', element: <Counter /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet', () => {
  it('keeps the state of a keep-alive page while another page is shown', async () => {
    const router = setup((path) => path === '/a');
    fireEvent.click(screen.getByRole('button', { name: '/a:0' }));
    fireEvent.click(screen.getByRole('button', { name: '/a:1' }));
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('button', { name: '/b:0' })).toBeTruthy();
    // The hidden page still believes it is on its own path.
    expect(screen.getByText('/a:2')).toBeTruthy();
    await act(() => router.navigate('/a'));
    expect(screen.getByRole('button', { name: '/a:2' })).toBeTruthy();
  });

  it('starts a page afresh when it is not kept alive', async () => {
    const router = setup(() => false);
    fireEvent.click(screen.getByRole('button', { name: '/a:0' }));
    await act(() => router.navigate('/b'));
    expect(screen.queryByText('/a:1')).toBeNull();
    await act(() => router.navigate('/a'));
    expect(screen.getByRole('button', { name: '/a:0' })).toBeTruthy();
  });
});
