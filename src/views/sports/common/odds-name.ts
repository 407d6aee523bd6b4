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

const namers = new WeakMap<TFunction<'sports'>, Map<string, (price: string) => string>>();
const moveWords = new WeakMap<TFunction<'sports'>, { up: string; down: string }>();
/** Enough for every selection and line of a long list; past it the cache starts again. */
const MAX_NAMERS = 4000;

/**
 * `priceNamer` for a button, shared by every button of the same selection and line (`t` is one per
 * language: useSportsT): a screenful of rows made its names anew per button, four translations each,
 * on the first render of the list (docs/performance.md, TBT).
 */
export function sharedPriceNamer(
  t: TFunction<'sports'>,
  optionName: string | null | undefined,
  optionType: number,
  label: string | undefined,
  line: string,
): (price: string) => string {
  let byKey = namers.get(t);
  if (!byKey) namers.set(t, (byKey = new Map()));
  const key = `${optionName ?? ''}\u0001${optionType}\u0001${label ?? ''}\u0001${line}`;
  let namer = byKey.get(key);
  if (!namer) {
    if (byKey.size >= MAX_NAMERS) byKey.clear();
    namer = priceNamer(
      t,
      optionName || t(`selectionName.${optionType}`, { defaultValue: label ?? String(optionType) }),
      line,
    );
    byKey.set(key, namer);
  }
  return namer;
}

/** The words of a move ("rising", "falling"), once per language. */
export function moveNamesOf(t: TFunction<'sports'>): { up: string; down: string } {
  let names = moveWords.get(t);
  if (!names) moveWords.set(t, (names = { up: t('odds.state.up'), down: t('odds.state.down') }));
  return names;
}
