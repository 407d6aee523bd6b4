import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/sports.json';
import th from '../../../../locales/th/sports.json';
import vi from '../../../../locales/vi/sports.json';
import zhCn from '../../../../locales/zh-cn/sports.json';
import { moveNamesOf, priceNamer, sharedPriceNamer } from './odds-name';

const PACKS = { en, 'zh-cn': zhCn, vi, th };

async function tFor(lng: string): Promise<TFunction<'sports'>> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    lowerCaseLng: true,
    fallbackLng: false,
    ns: ['sports'],
    defaultNS: 'sports',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(Object.entries(PACKS).map(([l, pack]) => [l, { sports: pack }])),
  });
  return i18n.getFixedT(lng, 'sports') as TFunction<'sports'>;
}

/** The name as the button built it before: one translation per price, whitespace tidied. */
const direct = (t: TFunction<'sports'>, selection: string, line: string, price: string) =>
  (price ? t('odds.name', { selection, line, price }) : t('odds.nameNoPrice', { selection, line }))
    .replace(/\s+/g, ' ')
    .trim();

describe('priceNamer', () => {
  for (const lng of Object.keys(PACKS)) {
    it(`names every price as the translation would (${lng})`, async () => {
      const t = await tFor(lng);
      for (const [selection, line] of [
        ['Home', ''],
        ['Over', 'O 2.5'],
        ['1', '-0.5/1'],
      ]) {
        const name = priceNamer(t, selection!, line!);
        for (const price of ['1.95', '-120', '3/2', '']) expect(name(price)).toBe(direct(t, selection!, line!, price));
      }
    });
  }

  it('puts the price where the translation has it', async () => {
    const name = priceNamer(await tFor('en'), 'Home', '');
    expect(name('2.10')).toBe('Home , odds 2.10');
    expect(name('')).toBe('Home');
  });
});

describe('sharedPriceNamer', () => {
  it('names as priceNamer does, one namer per selection and line for every button', async () => {
    const t = await tFor('en');
    const a = sharedPriceNamer(t, 'Home', 1, undefined, '-0.5');
    expect(sharedPriceNamer(t, 'Home', 1, undefined, '-0.5')).toBe(a);
    expect(a('1.95')).toBe(direct(t, 'Home', '-0.5', '1.95'));
    expect(sharedPriceNamer(t, 'Home', 1, undefined, '-0.25')).not.toBe(a);
    // No option name: the selection's own name, or the column's label when the pack has none.
    expect(sharedPriceNamer(t, undefined, 99, 'Q', '')('2.10')).toBe(direct(t, 'Q', '', '2.10'));
    // Another language is another t, with names of its own.
    const vi = await tFor('vi');
    expect(sharedPriceNamer(vi, 'Home', 1, undefined, '-0.5')('1.95')).toBe(direct(vi, 'Home', '-0.5', '1.95'));
  });

  it('keeps the words of a move once per language', async () => {
    const t = await tFor('en');
    expect(moveNamesOf(t)).toBe(moveNamesOf(t));
    expect(moveNamesOf(t)).toEqual({ up: t('odds.state.up'), down: t('odds.state.down') });
  });
});
