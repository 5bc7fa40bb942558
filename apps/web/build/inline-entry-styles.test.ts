import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { withEntryStylesInline } from './inline-entry-styles';

const HTML =
  '<head><link rel="stylesheet" crossorigin href="/mall/assets/index-Ab1_c.css"><link rel="stylesheet" crossorigin href="/mall/assets/boot-X2.css"><link rel="stylesheet" href="/mall/assets/other-1.css"></head>';
const bundleOf = (files: Record<string, unknown>) => files as Rolldown.OutputBundle;

describe('withEntryStylesInline', () => {
  it("writes the entry's and its boot chunk's stylesheets into the page in place of their links, leaving other sheets linked", () => {
    const bundle = bundleOf({
      'assets/index-Ab1_c.css': { type: 'asset', source: '.boot-shell{display:flex}$&\n' },
      'assets/boot-X2.css': { type: 'asset', source: '._card_1{color:red}' },
    });
    expect(withEntryStylesInline(HTML, bundle)).toBe(
      '<head><style>.boot-shell{display:flex}$&</style><style>._card_1{color:red}</style><link rel="stylesheet" href="/mall/assets/other-1.css"></head>',
    );
  });

  it('leaves the page as it is when the build holds no such stylesheet', () => {
    expect(withEntryStylesInline(HTML, bundleOf({}))).toBe(HTML);
  });
});
