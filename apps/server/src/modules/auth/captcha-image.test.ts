import { describe, expect, it } from 'vitest';
import { captchaSvg } from './captcha-image';
import { rasterize, solverAccuracy } from './captcha-solver.test-helper';

describe('the captcha picture', () => {
  it('is not read whole by a nearest-neighbour solver trained on the generator’s own pictures', () => {
    // The generator that drew each character as its own path with unfilled noise was read about one
    // time in three by this solver trained on 400 pictures (the characters stood apart).
    expect(solverAccuracy(captchaSvg, 300, 50)).toBeLessThan(0.1);
  }, 60_000);

  it('never draws the same code the same way twice', () => {
    const drawings = new Set(Array.from({ length: 5 }, () => captchaSvg('aK7m')));
    expect(drawings.size).toBe(5);
  });

  it('draws the code and its noise as one filled path of the set size', () => {
    const svg = captchaSvg('ab3K');
    expect(svg).toMatch(/^<svg [^>]*width="150" height="50" viewBox="0,0,150,50"><path [^>]*\/><\/svg>$/);
    expect(svg.match(/<path/g)).toHaveLength(1);
    expect(svg).not.toMatch(/fill="none"|stroke/);
    // Enough ink to read: the characters and the bands cover a good part of the picture, not all of it.
    const ink = rasterize(svg).reduce((sum, value) => sum + value, 0) / (150 * 50);
    expect(ink).toBeGreaterThan(0.08);
    expect(ink).toBeLessThan(0.5);
  });
});
