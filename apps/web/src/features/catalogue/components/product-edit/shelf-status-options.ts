import { ShelfStatus } from '@mall/shared';
import type { TFunction } from 'i18next';

/** On shelf and off shelf, for the product's and each style's status. */
export function shelfStatusOptions(t: TFunction<'catalogue'>) {
  return [
    { value: ShelfStatus.onShelf, label: t('status.onShelf') },
    { value: ShelfStatus.offShelf, label: t('status.offShelf') },
  ];
}
