import { describe, expect, it } from 'vitest';
import { applyTabCommand, type TabContext } from './tab-reducer';

const HOME = '/home';
const on = (activePath: string, multipage = true): TabContext => ({
  homePath: HOME,
  homeInWorkspace: true,
  activePath,
  multipage,
});
/** The home page is outside the workspace (the mall's home): its tab does not count as a page. */
const outside = (activePath: string): TabContext => ({ ...on(activePath), homeInWorkspace: false });

describe('tab rules', () => {
  it('opens a tab after the others, with the home tab first', () => {
    expect(applyTabCommand([], { type: 'open', path: '/a' }, on('/a'))).toEqual({ paths: [HOME, '/a'] });
    expect(applyTabCommand([HOME, '/a'], { type: 'open', path: '/b' }, on('/b'))).toEqual({
      paths: [HOME, '/a', '/b'],
    });
  });

  it("reuses an open page's tab", () => {
    expect(applyTabCommand([HOME, '/a', '/b'], { type: 'open', path: '/a' }, on('/a'))).toEqual({
      paths: [HOME, '/a', '/b'],
    });
    expect(applyTabCommand([HOME], { type: 'open', path: HOME }, on(HOME))).toEqual({ paths: [HOME] });
  });

  it('keeps only the current page with multi-tab off', () => {
    expect(applyTabCommand([HOME, '/a', '/b'], { type: 'open', path: '/c' }, on('/c', false))).toEqual({
      paths: ['/c'],
    });
  });

  it('refuses to close the home tab', () => {
    expect(applyTabCommand([HOME, '/a'], { type: 'close', path: HOME }, on('/a'))).toEqual({
      paths: [HOME, '/a'],
      refusal: 'homeNotClosable',
    });
  });

  it('refuses to close the last page', () => {
    expect(applyTabCommand(['/a'], { type: 'close', path: '/a' }, on('/a', false))).toEqual({
      paths: ['/a'],
      refusal: 'lastPage',
    });
    // The home tab counts as a page when the home page shows in the workspace.
    expect(applyTabCommand([HOME, '/a'], { type: 'close', path: '/a' }, on('/a'))).toEqual({
      paths: [HOME],
      navigateTo: HOME,
    });
  });

  it("refuses to close the workspace's last page when the home page is outside it", () => {
    const refused = { paths: [HOME, '/a'], refusal: 'lastPage' };
    expect(applyTabCommand([HOME, '/a'], { type: 'close', path: '/a' }, outside('/a'))).toEqual(refused);
    expect(applyTabCommand([HOME, '/a'], { type: 'closeRight', path: HOME }, outside('/a'))).toEqual(refused);
    expect(applyTabCommand([HOME, '/a'], { type: 'closeOthers', path: HOME }, outside('/a'))).toEqual(
      refused,
    );
    expect(applyTabCommand([HOME, '/a'], { type: 'close', path: HOME }, outside('/a'))).toEqual({
      paths: [HOME, '/a'],
      refusal: 'homeNotClosable',
    });
    // Another page left is enough.
    expect(applyTabCommand([HOME, '/a', '/b'], { type: 'close', path: '/a' }, outside('/a'))).toEqual({
      paths: [HOME, '/b'],
      navigateTo: '/b',
    });
  });

  it('closes a tab; closing the shown one shows its right neighbour, else its left one', () => {
    expect(applyTabCommand([HOME, '/a', '/b'], { type: 'close', path: '/a' }, on('/b'))).toEqual({
      paths: [HOME, '/b'],
    });
    expect(applyTabCommand([HOME, '/a', '/b'], { type: 'close', path: '/a' }, on('/a'))).toEqual({
      paths: [HOME, '/b'],
      navigateTo: '/b',
    });
    expect(applyTabCommand([HOME, '/a', '/b'], { type: 'close', path: '/b' }, on('/b'))).toEqual({
      paths: [HOME, '/a'],
      navigateTo: '/a',
    });
  });

  it('closes the tabs to the left or right of a tab, never the home tab', () => {
    const tabs = [HOME, '/a', '/b', '/c'];
    expect(applyTabCommand(tabs, { type: 'closeLeft', path: '/b' }, on('/b'))).toEqual({
      paths: [HOME, '/b', '/c'],
    });
    expect(applyTabCommand(tabs, { type: 'closeLeft', path: '/b' }, on('/a'))).toEqual({
      paths: [HOME, '/b', '/c'],
      navigateTo: '/b',
    });
    expect(applyTabCommand(tabs, { type: 'closeRight', path: '/a' }, on('/c'))).toEqual({
      paths: [HOME, '/a'],
      navigateTo: '/a',
    });
    expect(applyTabCommand(tabs, { type: 'closeRight', path: HOME }, on(HOME))).toEqual({ paths: [HOME] });
  });

  it('closes the other tabs, keeping the home tab', () => {
    const tabs = [HOME, '/a', '/b', '/c'];
    expect(applyTabCommand(tabs, { type: 'closeOthers', path: '/b' }, on('/b'))).toEqual({
      paths: [HOME, '/b'],
    });
    expect(applyTabCommand(tabs, { type: 'closeOthers', path: '/b' }, on('/c'))).toEqual({
      paths: [HOME, '/b'],
      navigateTo: '/b',
    });
    expect(applyTabCommand(tabs, { type: 'closeOthers', path: HOME }, on('/a'))).toEqual({
      paths: [HOME],
      navigateTo: HOME,
    });
  });

  it('ignores a command on a tab that is not open', () => {
    expect(applyTabCommand([HOME, '/a'], { type: 'close', path: '/x' }, on('/a'))).toEqual({
      paths: [HOME, '/a'],
    });
  });
});
