import {
  displayPrice,
  type Envelope,
  type Locale,
  type MallHomeResult,
  type ProductCard,
} from '@mall/shared';
import { AppPath, ROUTER_BASENAME } from '../../lib/app-paths';
import { domElement as element } from '../../lib/dom-element';
import en from '../../locales/en/mall.json';
import zh from '../../locales/zh/mall.json';
import sectionStyles from './components/HomeSection.module.css';
import cardStyles from './components/ProductCard.module.css';
import gridStyles from './components/ProductGrid.module.css';
import firstViewStyles from './first-view.module.css';
import pageStyles from './pages/MallHomePage.module.css';

/**
 * The mall home's first view, drawn by the tiny entry from the early answer of /mall/home while the app's
 * code has not arrived: the hero and the Hot products with the page's own classes, so that the page looks
 * the same before and after React replaces it. Texts come from the locale files (the mall namespace).
 * Every value of the answer goes in as text or as an attribute, never as markup.
 */

/** The cards a phone or a laptop shows without scrolling, in a grid at the top of the page. */
export const CARDS_IN_FIRST_VIEW = 5;

const TEXTS: Record<Locale, typeof zh> = { zh, en };

/** The mall home's answer, or undefined when it failed (the app then asks again and shows why). */
export async function readMallHomeAnswer(answer: Promise<Response>): Promise<MallHomeResult | undefined> {
  try {
    const response = await answer;
    if (!response.ok) return undefined;
    const envelope = (await response.json()) as Envelope<MallHomeResult>;
    return envelope.success ? (envelope.result ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** The same markup as the ProductCard component of a card in view, as plain elements. */
function card(product: ProductCard, texts: typeof zh): HTMLAnchorElement {
  const link = element('a', cardStyles.card);
  link.href = `${ROUTER_BASENAME}${AppPath.mallDetail}?id=${encodeURIComponent(product.id)}`;
  link.dataset.testid = 'product-card';
  const cover = element('div', cardStyles.cover);
  cover.setAttribute('aria-hidden', 'true');
  if (product.image) {
    const image = element('img', cardStyles.image);
    image.setAttribute('src', product.image);
    image.setAttribute('alt', '');
    image.setAttribute('loading', 'eager');
    image.setAttribute('fetchpriority', 'high');
    cover.append(image);
  }
  const name = element('h3', cardStyles.name, product.name);
  name.title = product.name;
  const facts = element('dl', cardStyles.facts);
  for (const [label, value, shown] of [
    [texts.product.code, product.code, product.code],
    [texts.product.model, product.model, product.model || '-'],
    [texts.product.brand, product.brand, product.brand || '-'],
  ] as const) {
    const fact = element('dd', undefined, shown);
    fact.title = value;
    facts.append(element('dt', undefined, label), fact);
  }
  const price =
    product.price === null
      ? element('p', cardStyles.price, element('span', cardStyles.currency, texts.product.noPrice))
      : element(
          'p',
          cardStyles.price,
          element('span', cardStyles.currency, product.currency),
          ` ${displayPrice(product.price)}`,
        );
  link.append(cover, element('div', cardStyles.body, name, facts, price));
  return link;
}

/**
 * Draws the hero (its search box as a placeholder of its size: typing starts once the page is live) and
 * the first CARDS_IN_FIRST_VIEW Hot products into `into` (the rest, out of a phone's sight, come with the
 * app: a slow phone lays out half as much before its first view); a card without an image gets its
 * placeholder icon with the app. Returns the cards' images.
 */
export function drawMallHomeFirstView(
  into: HTMLElement,
  home: MallHomeResult,
  language: Locale,
): HTMLImageElement[] {
  const texts = TEXTS[language];
  const search = element('div', `${pageStyles.search} ${firstViewStyles.search}`);
  search.setAttribute('aria-hidden', 'true');
  const hero = element(
    'section',
    pageStyles.hero,
    element('h1', pageStyles.heroTitle, texts.home.title),
    element('p', pageStyles.heroText, texts.home.subtitle),
    search,
  );
  const grid = element(
    'ul',
    gridStyles.grid,
    ...home.hot
      .slice(0, CARDS_IN_FIRST_VIEW)
      .map((product) => element('li', gridStyles.item, card(product, texts))),
  );
  const title = element(
    'h2',
    sectionStyles.title,
    element('span', sectionStyles.icon, element('span', firstViewStyles.icon)),
    texts.home.hot,
  );
  into.append(element('div', pageStyles.page, hero, element('section', sectionStyles.section, title, grid)));
  return [...grid.querySelectorAll('img')];
}
