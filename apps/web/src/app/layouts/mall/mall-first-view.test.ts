import type { MallHomeResult, ProductCard } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showMallHomeFirstView } from './mall-first-view';
import { productCard } from '../../../test/product-card';

const card = (n: number) => productCard(n);
const answerWith = (hot: ProductCard[]) =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        success: true,
        code: 200,
        result: { hot, recommend: [], categories: [] } as MallHomeResult,
      }),
    ),
  );

let decoded: () => void;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"><div class="boot-shell">Parts Mall</div></div>';
  const allDecoded = new Promise<void>((resolve) => (decoded = resolve));
  // jsdom decodes no image: the first view's images "decode" when the test says so.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => allDecoded,
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

describe('showMallHomeFirstView', () => {
  it('replaces the static first paint with the mall frame and the Hot products, done once their images are painted', async () => {
    let done = false;
    const shown = showMallHomeFirstView(answerWith([card(1), card(2)]), 'en').then(() => (done = true));
    await vi.waitFor(() => expect(document.querySelector('[data-first-view="mall-home"]')).not.toBeNull());
    expect(document.querySelector('.boot-shell')).toBeNull();
    expect(document.querySelector('#root > div > header + main h1')?.textContent).toBe(
      'Parts sourcing in one place',
    );
    expect(document.querySelectorAll('main [data-testid="product-card"]')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    decoded();
    await shown;
    expect(done).toBe(true);
  });

  it.each([
    ['the answer failed', Promise.resolve(new Response('', { status: 500 }))],
    ['no product is hot', answerWith([])],
  ])('leaves the static first paint to the app when %s', async (_case, answer) => {
    await showMallHomeFirstView(answer, 'zh');
    expect(document.querySelector('.boot-shell')).not.toBeNull();
    expect(document.querySelector('main')).toBeNull();
  });

  it('draws nothing over a page the app has already rendered', async () => {
    document.body.innerHTML = '<div id="root"><div class="app">live</div></div>';
    await showMallHomeFirstView(answerWith([card(1)]), 'zh');
    expect(document.getElementById('root')?.innerHTML).toBe('<div class="app">live</div>');
  });
});
