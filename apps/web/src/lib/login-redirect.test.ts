import { describe, expect, it } from 'vitest';
import { loginPathFor, readRedirectTarget } from './login-redirect';

describe('login redirect', () => {
  it('remembers the original path and query', () => {
    expect(loginPathFor('/system/user?page=2&q=a b')).toBe(
      '/user/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2%26q%3Da+b',
    );
    const target = new URLSearchParams(loginPathFor('/system/user?page=2').split('?')[1]).get('redirect');
    expect(target).toBe('/system/user?page=2');
  });

  it('adds no redirect for the root or the login page itself', () => {
    expect(loginPathFor('/')).toBe('/user/login');
    expect(loginPathFor('/user/login?redirect=/x')).toBe('/user/login');
  });

  it('accepts only paths inside the app', () => {
    expect(readRedirectTarget('/system/user?page=2')).toBe('/system/user?page=2');
    expect(readRedirectTarget(null)).toBeNull();
    expect(readRedirectTarget('')).toBeNull();
    expect(readRedirectTarget('https://evil.example/')).toBeNull();
    expect(readRedirectTarget('//evil.example/')).toBeNull();
    expect(readRedirectTarget('/\\evil.example/')).toBeNull();
    expect(readRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(readRedirectTarget('/user/login')).toBeNull();
  });
});

describe('nested redirects', () => {
  it('remember the page finally asked for, never a page that redirects on', () => {
    expect(loginPathFor('/mall/index?redirect=%2Fmall%2FdemandList')).toBe(
      '/user/login?redirect=%2Fmall%2FdemandList',
    );
    expect(
      loginPathFor(`/mall/index?redirect=${encodeURIComponent('/mall/index?redirect=/mall/shopcart?x=1')}`),
    ).toBe('/user/login?redirect=%2Fmall%2Fshopcart%3Fx%3D1');
  });

  it('lead back to the page asked for after login', () => {
    expect(readRedirectTarget('/mall/index?redirect=%2Fmall%2FdemandList')).toBe('/mall/demandList');
    expect(readRedirectTarget('/mall/index?page=2')).toBe('/mall/index?page=2');
  });

  it('keep the outer page when the inner one leaves the app or is the login page', () => {
    expect(readRedirectTarget('/mall/index?redirect=https%3A%2F%2Fevil.example%2F')).toBe(
      '/mall/index?redirect=https%3A%2F%2Fevil.example%2F',
    );
    expect(readRedirectTarget('/mall/index?redirect=%2F%2Fevil.example')).toBe(
      '/mall/index?redirect=%2F%2Fevil.example',
    );
    expect(readRedirectTarget('/mall/index?redirect=%2Fuser%2Flogin')).toBe(
      '/mall/index?redirect=%2Fuser%2Flogin',
    );
  });
});
