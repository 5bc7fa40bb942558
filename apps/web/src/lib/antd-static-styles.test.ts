import { afterEach, describe, expect, it } from 'vitest';
import { applyAntdStaticStyles } from './antd-static-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

const preload = (href: string) => `<link rel="preload" as="style" data-antd-static-styles href="${href}">`;
const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('applyAntdStaticStyles', () => {
  it('resolves at once and adds nothing when the page preloads no styles (development, tests)', async () => {
    await applyAntdStaticStyles();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it("adds the preloaded sheets, in order, before the page's other styles, and resolves once all are loaded", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/mall/assets/app.css">' +
      preload('/mall/assets/antd-first-pages-0.css') +
      preload('/mall/assets/antd-first-pages-1.css');
    let settled = false;
    const done = applyAntdStaticStyles().then(() => (settled = true));
    expect(sheets().map((sheet) => new URL(sheet.href).pathname)).toEqual([
      '/mall/assets/antd-first-pages-0.css',
      '/mall/assets/antd-first-pages-1.css',
      '/mall/assets/app.css',
    ]);
    const mark = document.head.children[2];
    expect(mark?.tagName).toBe('STYLE');
    expect(mark?.getAttribute('data-rc-order')).toBe('prependQueue');
    expect(mark?.getAttribute('data-rc-priority')).toBe('-999');
    sheets()[1]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    sheets()[0]?.dispatchEvent(new Event('load'));
    await done;
    expect(settled).toBe(true);
  });

  it('makes antd write its own styles after the pre-built sheets, as it would have without them', async () => {
    document.head.innerHTML = '<title>x</title>' + preload('/mall/assets/antd-first-pages-0.css');
    void applyAntdStaticStyles();
    const { updateCSS } = await import('@rc-component/util/es/Dom/dynamicCSS');
    updateCSS('.ant-select{color:red}', 'select', { prepend: 'queue', priority: -999 });
    updateCSS('.ant-pro-layout .ant-btn{margin:0}', 'pro', { prepend: 'queue' });
    const order = [...document.head.children].map((node) =>
      node.matches('link[rel="stylesheet"]') ? 'pre-built' : node.textContent,
    );
    expect(order.indexOf('pre-built')).toBe(0);
    expect(order.indexOf('.ant-select{color:red}')).toBeGreaterThan(0);
    expect(order.indexOf('.ant-pro-layout .ant-btn{margin:0}')).toBeGreaterThan(
      order.indexOf('.ant-select{color:red}'),
    );
  });

  it('resolves when a sheet fails to load, so that the app still starts (antd then writes the styles)', async () => {
    document.head.innerHTML = preload('/x.css');
    const done = applyAntdStaticStyles();
    sheets()[0]?.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });
});
