import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/sports.json';
import th from '../../../../locales/th/sports.json';
import vi from '../../../../locales/vi/sports.json';
import zhCn from '../../../../locales/zh-cn/sports.json';
import { priceNamer } from './odds-name';

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
  (price ? t('odds.name', { selection, line, price }) : t('odds.nameNoPrice', { selection, line })).replace(/\s+/g, ' ').trim();

describe('priceNamer', () => {
  for (const lng of Object.keys(PACKS)) {
    it(`names every price as the translation would (${lng})`, async () => {
      const t = await tFor(lng);
      for (const [selection, line] of [['Home', ''], ['Over', 'O 2.5'], ['1', '-0.5/1']]) {
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
