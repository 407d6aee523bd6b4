/** Provider currency ids by registration currency (docs/product.md, "Constants"). */
export const CURRENCY_ID = { CNY: 1, VND: 1000, USD: 2, USDT: 200 } as const;

export type CurrencyId = (typeof CURRENCY_ID)[keyof typeof CURRENCY_ID];

/**
 * The currency id sent with bets and bet-history queries. A user without a registration currency
 * (guests, old accounts) counts as VND, the site's default; any other code (USDT and whatever the
 * site adds later) maps to 200 as docs/product.md, "Constants" says.
 */
export function currencyIdFor(regCurrency: string | null | undefined): CurrencyId {
  const code = (regCurrency ?? '').trim().toUpperCase();
  if (code === '' || code === 'VND') return CURRENCY_ID.VND;
  if (code === 'CNY') return CURRENCY_ID.CNY;
  if (code === 'USD') return CURRENCY_ID.USD;
  return CURRENCY_ID.USDT;
}
