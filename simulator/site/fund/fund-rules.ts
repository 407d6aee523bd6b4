import type { SimUser } from '../site-store';
import { CURRENCIES } from '../wallet';

/**
 * What the cashier offers (docs/wallet-api.md): deposit channels with their limits and decimal
 * rule, the withdraw limits, and the cards a user has bound. Amounts are in the channel's
 * currency units; a USDT channel credits the wallet at a fixed rate.
 */

export type ChannelId = 'bank' | 'ewallet' | 'usdt';

export interface Channel {
  id: ChannelId;
  /** The amount's currency: the user's own, or USDT. */
  currency: string;
  /** Digits allowed after the point. */
  decimals: number;
  min: number;
  max: number;
  /** Wallet units credited per unit paid. */
  rate: number;
  payee: { bankName: string; accountName: string; accountNo: string } | { network: string; address: string };
}

/** Limits scale with the currency: VND amounts are 1,000 times the others'. */
const scaleOf = (user: SimUser) => (user.regCurrency === 'VND' ? 1000 : 1);
const decimalsOf = (user: SimUser) => (CURRENCIES[user.regCurrency].minor === 1 ? 0 : 2);

export function channelsFor(user: SimUser): Channel[] {
  const k = scaleOf(user);
  const own = { currency: user.regCurrency, decimals: decimalsOf(user), rate: 1 };
  return [
    {
      id: 'bank',
      ...own,
      min: 100 * k,
      max: 300_000 * k,
      payee: { bankName: 'Vietcombank', accountName: 'MATCHDAY JSC', accountNo: '0071001234567' },
    },
    {
      id: 'ewallet',
      ...own,
      min: 50 * k,
      max: 20_000 * k,
      payee: { bankName: 'MoMo', accountName: 'MATCHDAY JSC', accountNo: '0909123456' },
    },
    {
      id: 'usdt',
      currency: 'USDT',
      decimals: 2,
      min: 10,
      max: 50_000,
      rate: user.regCurrency === 'VND' ? 25_000 : 1,
      payee: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    },
  ];
}

export interface WithdrawLimits {
  min: number;
  max: number;
  /** Per calendar day in UTC+8, the service's day. */
  dailyLimit: number;
}

export function withdrawLimitsFor(user: SimUser): WithdrawLimits {
  const k = scaleOf(user);
  return { min: 100 * k, max: 10_000 * k, dailyLimit: 20_000 * k };
}

export interface BankCard {
  id: number;
  bankName: string;
  holder: string;
  cardNo: string;
}

/** Seeded bound cards: the demo bettor has two, every other account one, `verify` none. */
export function cardsFor(user: SimUser): BankCard[] {
  if (user.userName === 'verify') return [];
  const holder = user.nickName.toUpperCase();
  const cards: BankCard[] = [
    { id: 1, bankName: 'Vietcombank', holder, cardNo: `97043660${String(user.id).padStart(8, '0')}` },
  ];
  if (user.userName === 'demo') cards.push({ id: 2, bankName: 'Techcombank', holder, cardNo: '9704078812345678' });
  return cards;
}

/** Digits after the point in the amount as sent (a number or a string), or -1 when it is no amount. */
export function decimalsIn(amount: unknown): number {
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return -1;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
