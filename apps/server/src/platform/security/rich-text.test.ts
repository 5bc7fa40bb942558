import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text';

describe('sanitiseRichText', () => {
  it('gives a kept image without a text alternative an empty one, and keeps a given one', () => {
    expect(sanitiseRichText('<p><img src="https://example.com/a.png"></p>')).toBe(
      '<p><img src="https://example.com/a.png" alt="" /></p>',
    );
    expect(sanitiseRichText('<img src="https://example.com/a.png" alt="Plan">')).toBe(
      '<img src="https://example.com/a.png" alt="Plan" />',
    );
  });

  it('still drops scripts, handlers and images that are not https', () => {
    expect(sanitiseRichText('<img src="http://example.com/a.png" onerror="x()"><script>x()</script>')).toBe(
      '<img alt="" />',
    );
  });
});
