import type { Envelope, MallHomeResult } from '@mall/shared';

/** The cards a phone or a laptop shows without scrolling, in a grid at the top of the page. */
export const CARDS_IN_FIRST_VIEW = 5;

/**
 * Starts downloading the images of the mall home's first view from the early answer of /mall/home, so
 * that they are there when the page renders its cards.
 */
export async function preloadFirstViewImages(answer: Promise<Response>): Promise<void> {
  const envelope = (await (await answer).json()) as Envelope<MallHomeResult>;
  for (const card of envelope.result?.hot.slice(0, CARDS_IN_FIRST_VIEW) ?? []) {
    if (!card.image) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = card.image;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
