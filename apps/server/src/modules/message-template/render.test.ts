import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPlaceholders, renderTemplate } from './render';

describe('template rendering', () => {
  it('replaces known placeholders only, as plain text, and evaluates nothing', () => {
    expect(fillPlaceholders('${a} and ${b} and ${a}', { a: 1 })).toBe('1 and ${b} and 1');
    // Inherited names, expressions and other syntaxes are text, never looked up or run.
    expect(fillPlaceholders('${constructor} ${toString} ${__proto__}', {})).toBe(
      '${constructor} ${toString} ${__proto__}',
    );
    expect(fillPlaceholders('${1+1} ${a.b} ${a()} #{a} {{a}} <#if a>', { a: 'x' })).toBe(
      '${1+1} ${a.b} ${a()} #{a} {{a}} <#if a>',
    );
    // A value that looks like a placeholder is not filled in again.
    expect(fillPlaceholders('${a}', { a: '${b}', b: 'no' })).toBe('${b}');
  });

  it('escapes values in the content, keeps the title as text, and sanitises the result', () => {
    const message = renderTemplate(
      {
        title: { zh: '  订单\n${no}  ', en: '' },
        content: { zh: '<p>${name}</p><a href="${link}">x</a>', en: '' },
      },
      { no: '<i>7</i>', name: '<img src=x onerror=alert(1)>"', link: 'javascript:alert(1)' },
      'en',
    );
    expect(message.title).toBe('订单 <i>7</i>');
    expect(message.content).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;"</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
