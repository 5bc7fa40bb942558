import { describe, expect, it } from 'vitest';
import { decideAfterPermissionsLoaded, decideNavigation, type NavigationState } from './decide-navigation';

const state = (overrides: Partial<NavigationState>): NavigationState => ({
  pathname: '/',
  search: '',
  hasToken: false,
  permissionsLoaded: false,
  mainIndexPath: '/mall/index',
  ...overrides,
});

describe('navigation guard decision', () => {
  it('without a token sends every page to login with a redirect back', () => {
    expect(decideNavigation(state({ pathname: '/system/user', search: '?page=2' }))).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2',
    });
    expect(decideNavigation(state({ pathname: '/mall/index' }))).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fmall%2Findex',
    });
    expect(decideNavigation(state({ pathname: '/404' }))).toMatchObject({ kind: 'redirect' });
  });

  it('without a token sends the root to login without a redirect', () => {
    expect(decideNavigation(state({ pathname: '/' }))).toEqual({ kind: 'redirect', to: '/user/login' });
  });

  it('without a token lets login, register, its result and the forgotten-password flow through', () => {
    expect(decideNavigation(state({ pathname: '/user/login', search: '?redirect=%2Fx' }))).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation(state({ pathname: '/user/register' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/user/register/' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/user' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/user/register-result', search: '?username=a' }))).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation(state({ pathname: '/user/alteration' }))).toEqual({ kind: 'allow' });
  });

  it('without a token lets the conditions of use and the privacy statement through, and no other mall page', () => {
    expect(decideNavigation(state({ pathname: '/mall/terms' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/mall/privacy/' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/mall/shopcart' }))).toMatchObject({ kind: 'redirect' });
    expect(decideNavigation(state({ pathname: '/mall/terms/x' }))).toMatchObject({ kind: 'redirect' });
  });

  it('with a token sends the login page to the main index page', () => {
    expect(
      decideNavigation(state({ pathname: '/user/login', hasToken: true, mainIndexPath: '/system/user' })),
    ).toEqual({
      kind: 'redirect',
      to: '/system/user',
    });
    expect(
      decideNavigation(state({ pathname: '/user/login', hasToken: true, permissionsLoaded: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/mall/index',
    });
  });

  it('with a token and no permissions asks to load them first', () => {
    expect(decideNavigation(state({ pathname: '/system/user', hasToken: true }))).toEqual({
      kind: 'loadPermissions',
    });
    expect(decideNavigation(state({ pathname: '/user/register', hasToken: true }))).toEqual({
      kind: 'loadPermissions',
    });
  });

  it('with a token and permissions lets the page render', () => {
    expect(
      decideNavigation(state({ pathname: '/system/user', hasToken: true, permissionsLoaded: true })),
    ).toEqual({
      kind: 'allow',
    });
  });
});

describe('after the menu is loaded', () => {
  const loaded = { pathname: '/system/user', search: '' };

  it('goes to the redirect parameter when it names a page inside the app', () => {
    expect(
      decideAfterPermissionsLoaded({
        ...loaded,
        pathname: '/mall/index',
        search: '?redirect=%2Fsystem%2Fuser',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/system/user',
    });
  });

  it('goes to the page a nested redirect parameter finally names', () => {
    const search = `?redirect=${encodeURIComponent('/mall/index?redirect=%2Fmall%2FdemandList')}`;
    expect(decideAfterPermissionsLoaded({ ...loaded, pathname: '/mall/index', search })).toEqual({
      kind: 'redirect',
      to: '/mall/demandList',
    });
  });

  it('ignores a redirect parameter that leaves the app or points back to the login page', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/user/login?x=1', 'system/user']) {
      const search = `?${new URLSearchParams({ redirect: target }).toString()}`;
      expect(decideAfterPermissionsLoaded({ ...loaded, search })).toEqual({ kind: 'allow' });
    }
  });

  it('otherwise renders the requested page', () => {
    expect(decideAfterPermissionsLoaded(loaded)).toEqual({ kind: 'allow' });
  });

  it('shows /404 loaded directly (never the home page in its place)', () => {
    expect(decideAfterPermissionsLoaded({ ...loaded, pathname: '/404' })).toEqual({ kind: 'allow' });
  });
});
