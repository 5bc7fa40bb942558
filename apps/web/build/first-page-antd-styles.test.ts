import { describe, expect, it } from 'vitest';
import { renderFirstPageStyles, splitStyleSheet } from './first-page-antd-styles';

describe('splitStyleSheet', () => {
  it('cuts only between top-level rules, keeping every character in order', () => {
    const css = 'a{b:c}@media (x){d{e:f}g{h:i}}j{content:"}{"}k{l:m}';
    const sheets = splitStyleSheet(css, 10);
    expect(sheets.join('')).toBe(css);
    expect(sheets).toEqual(['a{b:c}', '@media (x){d{e:f}g{h:i}}', 'j{content:"}{"}', 'k{l:m}']);
  });

  it('keeps small sheets whole', () => {
    expect(splitStyleSheet('a{b:c}d{e:f}', 100)).toEqual(['a{b:c}d{e:f}']);
  });
});

describe('renderFirstPageStyles', () => {
  it("holds the first pages' component styles and antd's map of them, without the theme's colours", async () => {
    const css = await renderFirstPageStyles();
    for (const component of ['ant-btn', 'ant-input-search', 'ant-form-item', 'ant-skeleton', 'ant-spin'])
      expect(css).toContain(`.${component}`);
    expect(css).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Button-Button[^"]*"/);
    expect(css).not.toContain('--ant-color-primary:');
  });
});
