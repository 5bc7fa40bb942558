import type { MallHomeResult, ProductCard } from '@mall/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTER_BASENAME } from '../../lib/app-paths';
import { initI18n } from '../../lib/i18n';
import { ProductGrid } from './components/ProductGrid';
import { CARDS_IN_FIRST_VIEW, drawMallHomeFirstView, readMallHomeAnswer } from './first-view';

const product = (n: number, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: `p ${n}&`,
  code: `CODE-${n}`,
  name: `Product ${n}`,
  model: n % 2 ? `M-${n}` : '',
  brand: n % 3 ? '' : `Brand ${n}`,
  image: n === 2 ? null : `/img/${n}.png`,
  price: n === 3 ? null : `${n}.50`,
  currency: 'CNY',
  categoryId: 'c1',
  ...overrides,
});
const HOT = Array.from({ length: 8 }, (_, n) => product(n));
const home = (hot: ProductCard[]) => ({ hot, recommend: [], categories: [] }) as MallHomeResult;

/** An element's tree as tags, sorted attributes and texts: the same for the same markup, whatever the order attributes were set in. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  const element = node as Element;
  const attributes = [...element.attributes]
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
    .sort();
  // React writes a text and its neighbour as separate text nodes; the page shows them as one.
  element.normalize();
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.childNodes].map(shape).join('')}</>`;
}

/**
 * ProductGrid's list as the first view draws it: without the router's own mark on its links and the
 * placeholder icon of a card without an image (it comes with the app).
 */
function reactGrid(hot: ProductCard[]): Element {
  const router = createMemoryRouter(
    [{ path: '*', element: <ProductGrid products={hot} loading={false} expectedCount={8} atTop /> }],
    { basename: ROUTER_BASENAME, initialEntries: [`${ROUTER_BASENAME}/mall/index`] },
  );
  const grid = render(<RouterProvider router={router} />).container.querySelector('ul');
  if (!grid) throw new Error('ProductGrid drew no list');
  grid.querySelectorAll('a').forEach((link) => link.removeAttribute('data-discover'));
  grid.querySelectorAll('.anticon').forEach((icon) => icon.remove());
  return grid;
}

function staticView(hot: ProductCard[], language: 'zh' | 'en') {
  const into = document.createElement('main');
  const images = drawMallHomeFirstView(into, home(hot), language);
  return { into, images };
}

describe('the mall home first view', () => {
  afterAll(() => initI18n('zh'));

  it.each(['zh', 'en'] as const)(
    'draws the Hot products of the first view with the same markup as the page, in %s',
    async (language) => {
      await initI18n(language);
      const grid = staticView(HOT, language).into.querySelector('ul');
      expect(grid).not.toBeNull();
      expect(shape(grid as Element)).toBe(shape(reactGrid(HOT.slice(0, CARDS_IN_FIRST_VIEW))));
    },
  );

  it("shows the hero in the stored language and reserves the search box's room without a field", () => {
    const { into } = staticView(HOT, 'en');
    expect(into.querySelector('h1')?.textContent).toBe('Parts sourcing in one place');
    expect(into.querySelector('h2')?.textContent).toBe('Hot');
    expect(into.querySelector('input, textarea, button')).toBeNull();
    expect(staticView(HOT, 'zh').into.querySelector('h1')?.textContent).toBe('一站式零部件采购');
  });

  it('links each card of the first view to its product and returns their images, loaded first', () => {
    const { into, images } = staticView(HOT, 'zh');
    const links = [...into.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      HOT.slice(0, CARDS_IN_FIRST_VIEW).map(({ id }) => `/mall/mall/detail?id=${encodeURIComponent(id)}`),
    );
    // The third product has no image: the first view's images are those of its other cards.
    expect(images).toHaveLength(CARDS_IN_FIRST_VIEW - 1);
    expect(images.every((image) => image.getAttribute('loading') === 'eager')).toBe(true);
  });

  it('shows what the answer holds as text, never as markup', () => {
    const name = '<img src=x onerror="window.hacked=1">';
    const { into } = staticView([product(1, { name, brand: '<b>B</b>', currency: '<i>' })], 'zh');
    expect(into.querySelector('h3')?.textContent).toBe(name);
    expect(into.querySelectorAll('img')).toHaveLength(1);
    expect(into.querySelector('b, i')).toBeNull();
    expect(into.textContent).toContain('<b>B</b>');
  });
});

describe('readMallHomeAnswer', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('gives the result of a successful answer', async () => {
    const result = home(HOT);
    await expect(readMallHomeAnswer(answer({ success: true, code: 200, result }))).resolves.toEqual(result);
  });

  it('gives nothing for a refusal, an error status, a broken body or a failed request', async () => {
    await expect(
      readMallHomeAnswer(answer({ success: false, code: 401, result: null })),
    ).resolves.toBeUndefined();
    await expect(
      readMallHomeAnswer(answer({ success: true, result: home(HOT) }, 500)),
    ).resolves.toBeUndefined();
    await expect(readMallHomeAnswer(Promise.resolve(new Response('<html>')))).resolves.toBeUndefined();
    await expect(readMallHomeAnswer(Promise.reject(new TypeError('offline')))).resolves.toBeUndefined();
  });
});
