import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './TabBar';

const tabs = [
  { path: '/home', title: '首页' },
  { path: '/a', title: '页面A' },
  { path: '/b', title: '页面B' },
];

function setup() {
  const onCommand = vi.fn();
  const onRefresh = vi.fn();
  render(
    <MemoryRouter>
      <TabBar tabs={tabs} activePath="/a" homePath="/home" onCommand={onCommand} onRefresh={onRefresh} />
    </MemoryRouter>,
  );
  return { onCommand, onRefresh };
}

describe('TabBar', () => {
  it('marks the shown page and offers a close button on every tab but the home tab', () => {
    setup();
    expect(screen.getByRole('link', { name: '页面A' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: '关闭“首页”' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭“页面B”' })).toBeTruthy();
  });

  it('asks to close a tab with its button or Delete, the home tab included (the rules refuse it)', () => {
    const { onCommand } = setup();
    fireEvent.click(screen.getByRole('button', { name: '关闭“页面B”' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'close', path: '/b' });
    fireEvent.keyDown(screen.getByRole('link', { name: '首页' }), { key: 'Delete' });
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'close', path: '/home' });
  });

  it('opens the context menu on right-click at the mouse position, and closes it on an outside click', () => {
    const { onCommand } = setup();
    fireEvent.contextMenu(screen.getByRole('link', { name: '页面B' }), { clientX: 120, clientY: 40 });
    const menu = screen.getByTestId('context-menu');
    expect(menu.style.left).toBe('120px');
    expect(menu.style.top).toBe('40px');
    // Opened on the page's body, it is a landmark of its own, named as its menu.
    expect(menu.tagName).toBe('SECTION');
    expect(menu.getAttribute('aria-label')).toBe(screen.getByRole('menu').getAttribute('aria-label'));
    expect(screen.getByRole('menuitem', { name: '刷新' })).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('context-menu')).toBeNull();
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('opens the context menu with Shift+F10 and runs the chosen command', () => {
    const { onCommand, onRefresh } = setup();
    fireEvent.keyDown(screen.getByRole('link', { name: '页面B' }), { key: 'F10', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('刷新');
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭左侧' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'closeLeft', path: '/b' });
    expect(screen.queryByTestId('context-menu')).toBeNull();
    fireEvent.keyDown(screen.getByRole('link', { name: '页面A' }), { key: 'ContextMenu' });
    fireEvent.click(screen.getByRole('menuitem', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledWith('/a');
  });
});
