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
