import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationState } from './decide-navigation';

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

  it('without a token lets login and register through', () => {
    expect(decideNavigation(state({ pathname: '/user/login', search: '?redirect=%2Fx' }))).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation(state({ pathname: '/user/register' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/user/register/' }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(state({ pathname: '/user' }))).toEqual({ kind: 'allow' });
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
