import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX, storage } from './storage';

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores values under the namespace prefix with their expiry', () => {
    storage.set('ACCESS_TOKEN', 'abc', 1_000);
    const raw = localStorage.getItem(`${STORAGE_PREFIX}ACCESS_TOKEN`);
    expect(JSON.parse(raw ?? '')).toEqual({ value: 'abc', expire: Date.now() + 1_000 });
    expect(storage.get('ACCESS_TOKEN')).toBe('abc');
  });

  it('keeps values without a ttl forever', () => {
    storage.set('LOCALE', 'en');
    vi.advanceTimersByTime(365 * 24 * 3_600_000);
    expect(storage.get('LOCALE')).toBe('en');
  });

  it('reads an expired value as null and removes it', () => {
    storage.set('ACCESS_TOKEN', 'abc', 1_000);
    vi.advanceTimersByTime(999);
    expect(storage.get('ACCESS_TOKEN')).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(storage.get('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}ACCESS_TOKEN`)).toBeNull();
  });

  it('round-trips objects', () => {
    storage.set('USER', { id: '1', roles: ['admin'] }, 60_000);
    expect(storage.get('USER')).toEqual({ id: '1', roles: ['admin'] });
  });

  it('treats unreadable entries as absent and removes them', () => {
    localStorage.setItem(`${STORAGE_PREFIX}BROKEN`, '{not json');
    localStorage.setItem(`${STORAGE_PREFIX}PLAIN`, '"just a string"');
    expect(storage.get('BROKEN')).toBeNull();
    expect(storage.get('PLAIN')).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}BROKEN`)).toBeNull();
  });

  it('removes a key', () => {
    storage.set('X', 1);
    storage.remove('X');
    expect(storage.get('X')).toBeNull();
  });

  it('does not read keys outside its namespace', () => {
    localStorage.setItem('X', JSON.stringify({ value: 1, expire: null }));
    expect(storage.get('X')).toBeNull();
  });
});
