import { describe, expect, it } from 'vitest';
import { greetingOf } from './greeting';

describe('greeting by time of day', () => {
  it('follows the thresholds 9, 11, 13 and 20', () => {
    expect([0, 8].map(greetingOf)).toEqual(['morning', 'morning']);
    expect([9, 10, 11].map(greetingOf)).toEqual(['forenoon', 'forenoon', 'forenoon']);
    expect([12, 13].map(greetingOf)).toEqual(['noon', 'noon']);
    expect([14, 19].map(greetingOf)).toEqual(['afternoon', 'afternoon']);
    expect([20, 23].map(greetingOf)).toEqual(['evening', 'evening']);
  });
});
