import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('makes RFC 9562 version-7 UUIDs carrying the current time', () => {
    const before = Date.now();
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const millis = parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });

  it('sorts in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every id fresh random bits after the time and counter', () => {
    const tails = Array.from({ length: 5_000 }, () => newId().slice(19));
    expect(new Set(tails).size).toBe(tails.length);
  });
});
