import type { TFunction } from 'i18next';

/** Stands for the price in a name translated once (no whitespace, never in a translation or a price). */
const PRICE_SLOT = '\u0000';
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The button's name for any price, from two translations made once per selection and line: the
 * price is the one part that changes on every push, and i18next's `t` was the largest script cost
 * of an odds storm (a call per moved button; docs/performance.md).
 */
export function priceNamer(t: TFunction<'sports'>, selection: string, line: string): (price: string) => string {
  const [before = '', after = ''] = tidy(t('odds.name', { selection, line, price: PRICE_SLOT })).split(PRICE_SLOT);
  const noPrice = tidy(t('odds.nameNoPrice', { selection, line }));
  return (price) => (price ? `${before}${price}${after}` : noPrice);
}
