import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { withEntryStylesInline } from './inline-entry-styles';

const HTML =
  '<head><link rel="stylesheet" crossorigin href="/mall/assets/index-Ab1_c.css"><link rel="stylesheet" href="/mall/assets/other-1.css"></head>';
const bundleOf = (files: Record<string, unknown>) => files as Rolldown.OutputBundle;

describe('withEntryStylesInline', () => {
  it("writes the entry's stylesheet into the page in place of its link, leaving other sheets linked", () => {
    const bundle = bundleOf({
      'assets/index-Ab1_c.css': { type: 'asset', source: '.boot-shell{display:flex}$&\n' },
    });
    expect(withEntryStylesInline(HTML, bundle)).toBe(
      '<head><style>.boot-shell{display:flex}$&</style><link rel="stylesheet" href="/mall/assets/other-1.css"></head>',
    );
  });

  it('leaves the page as it is when the build holds no such stylesheet', () => {
    expect(withEntryStylesInline(HTML, bundleOf({}))).toBe(HTML);
  });
});
