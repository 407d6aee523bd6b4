/**
 * Each promotion's own offer, as the back office would have set it up (docs/promo-api.md, "Each promotion
 * its own offer"): deposit-bonus tiers and the channel that qualifies, wheel prizes and spins a day, gift-box
 * count and prize pool, rebate rates and weekly cap, loss-refund bands and cap, and the period it runs. Keyed by promotion id; the
 * amounts are base units (a VND member sees them times 1,000, scaleOf), except a USDT tier's deposit, which
 * is in USDT as the cashier's USDT channel takes it. Deterministic: the same id always has the same offer.
 */

/** How long a promotion runs, from the simulator's clock in service days (UTC+8): promo-state.ts periodOf. */
export type PeriodKind = 'week' | 'month' | 'twoMonths';

export interface DepositTier {
  id: string;
  minDeposit: number;
  bonus: number;
  turnover: number;
}
export interface DepositOffer {
  tiers: readonly DepositTier[];
  /** Only deposits through this cashier channel pay the bonus; null: any channel. */
  channel: 'usdt' | null;
}
export interface WheelOffer {
  spinsPerDay: number;
  prizes: ReadonlyArray<{ id: string; amount: number; weight: number }>;
}
export interface BoxOffer {
  boxes: number;
  /** What a box can hold; the server draws one (seeded) when it is opened. */
  pool: readonly number[];
}
export interface RebateOffer {
  /** What counts as turnover: settled sports bets, or the slot games' valid bets (rebate-turnover.ts). */
  basis: 'sports' | 'games';
  rates: ReadonlyArray<{ level: number; minTurnover: number; rate: number }>;
  /** The most one week's rebate pays; null: no cap. */
  cap: number | null;
}

export interface LossRefundOffer {
  /** What the loss is counted on: the member's settled sports bets of the period (loss-refund.ts). */
  basis: 'sports';
  /** The share of the net loss given back, by the band the loss reaches (`minLoss` in base units). */
  bands: ReadonlyArray<{ level: number; minLoss: number; share: number }>;
  /** The most one period's refund pays (base units). */
  cap: number;
}

const tiers = (...rows: Array<[number, number, number]>): DepositTier[] =>
  rows.map(([minDeposit, bonus, turnover], i) => ({ id: `t${i + 1}`, minDeposit, bonus, turnover }));

export const DEPOSIT_OFFERS: Readonly<Record<string, DepositOffer>> = {
  firstCharge: { channel: null, tiers: tiers([100, 58, 10], [500, 188, 12], [2_000, 588, 15], [10_000, 1_888, 18]) },
  newbieActivity: { channel: null, tiers: tiers([50, 28, 8], [200, 88, 10], [800, 288, 12]) },
  welcomeWealth: {
    channel: null,
    tiers: tiers([300, 128, 12], [1_000, 388, 15], [5_000, 1_288, 18], [20_000, 3_888, 20], [50_000, 8_888, 25]),
  },
  monthly: { channel: null, tiers: tiers([1_000, 50, 5], [5_000, 300, 6], [20_000, 1_500, 8]) },
  americaActivity: { channel: null, tiers: tiers([200, 100, 10], [1_000, 520, 12], [3_000, 1_680, 15]) },
  usdt1: { channel: 'usdt', tiers: tiers([20, 50, 8], [100, 288, 10], [500, 1_588, 12]) },
  usdt2: { channel: 'usdt', tiers: tiers([50, 150, 10], [200, 680, 12], [1_000, 3_880, 15]) },
  usdt3: { channel: 'usdt', tiers: tiers([10, 30, 6], [30, 100, 8]) },
};

export const WHEEL_OFFERS: Readonly<Record<string, WheelOffer>> = {
  luckyWheel: {
    spinsPerDay: 3,
    prizes: [
      { id: 'p2', amount: 2, weight: 25 },
      { id: 'p5', amount: 5, weight: 20 },
      { id: 'p8', amount: 8, weight: 15 },
      { id: 'p10', amount: 10, weight: 14 },
      { id: 'p18', amount: 18, weight: 10 },
      { id: 'p28', amount: 28, weight: 8 },
      { id: 'p58', amount: 58, weight: 5 },
      { id: 'p88', amount: 88, weight: 3 },
    ],
  },
  fifaActivity: {
    spinsPerDay: 2,
    prizes: [
      { id: 'goal5', amount: 5, weight: 30 },
      { id: 'goal10', amount: 10, weight: 25 },
      { id: 'goal22', amount: 22, weight: 20 },
      { id: 'goal50', amount: 50, weight: 13 },
      { id: 'goal100', amount: 100, weight: 8 },
      { id: 'goal260', amount: 260, weight: 4 },
    ],
  },
  feast: {
    spinsPerDay: 3,
    prizes: [
      { id: 'f3', amount: 3, weight: 20 },
      { id: 'f6', amount: 6, weight: 18 },
      { id: 'f9', amount: 9, weight: 15 },
      { id: 'f12', amount: 12, weight: 12 },
      { id: 'f16', amount: 16, weight: 10 },
      { id: 'f26', amount: 26, weight: 9 },
      { id: 'f36', amount: 36, weight: 7 },
      { id: 'f66', amount: 66, weight: 5 },
      { id: 'f99', amount: 99, weight: 3 },
      { id: 'f168', amount: 168, weight: 1 },
    ],
  },
  moneyball: {
    spinsPerDay: 1,
    prizes: [
      { id: 'm10', amount: 10, weight: 30 },
      { id: 'm20', amount: 20, weight: 24 },
      { id: 'm30', amount: 30, weight: 18 },
      { id: 'm50', amount: 50, weight: 12 },
      { id: 'm80', amount: 80, weight: 8 },
      { id: 'm150', amount: 150, weight: 5 },
      { id: 'm300', amount: 300, weight: 2 },
      { id: 'm1000', amount: 1_000, weight: 1 },
    ],
  },
  nationalDay: {
    spinsPerDay: 2,
    prizes: [
      { id: 'n2', amount: 2, weight: 30 },
      { id: 'n9', amount: 9, weight: 25 },
      { id: 'n19', amount: 19, weight: 20 },
      { id: 'n29', amount: 29, weight: 13 },
      { id: 'n45', amount: 45, weight: 8 },
      { id: 'n75', amount: 75, weight: 4 },
    ],
  },
  singlesDay: {
    spinsPerDay: 1,
    prizes: [
      { id: 's1', amount: 1, weight: 30 },
      { id: 's11', amount: 11, weight: 25 },
      { id: 's22', amount: 22, weight: 18 },
      { id: 's33', amount: 33, weight: 12 },
      { id: 's55', amount: 55, weight: 8 },
      { id: 's111', amount: 111, weight: 5 },
      { id: 's1111', amount: 1_111, weight: 2 },
    ],
  },
};

export const BOX_OFFERS: Readonly<Record<string, BoxOffer>> = {
  giftBox: { boxes: 3, pool: [8, 18, 28, 38, 58, 88] },
  giftBoxVi: { boxes: 3, pool: [10, 20, 50, 100, 200] },
  fifaActivityVi: { boxes: 4, pool: [5, 15, 25, 45, 90] },
  valentine: { boxes: 2, pool: [14, 52, 99, 214, 520] },
  midAutumn: { boxes: 5, pool: [8, 15, 50, 88, 150] },
  christmas: { boxes: 6, pool: [12, 24, 25, 88, 125, 250] },
};

export const REBATE_OFFERS: Readonly<Record<string, RebateOffer>> = {
  rebateActivity: {
    basis: 'sports',
    cap: null,
    rates: [
      { level: 1, minTurnover: 0, rate: 0.005 },
      { level: 2, minTurnover: 5_000, rate: 0.008 },
      { level: 3, minTurnover: 20_000, rate: 0.01 },
      { level: 4, minTurnover: 100_000, rate: 0.012 },
    ],
  },
  electronicActivity: {
    basis: 'games',
    cap: 8_888,
    rates: [
      { level: 1, minTurnover: 0, rate: 0.006 },
      { level: 2, minTurnover: 10_000, rate: 0.009 },
      { level: 3, minTurnover: 50_000, rate: 0.012 },
      { level: 4, minTurnover: 200_000, rate: 0.015 },
    ],
  },
  flow61: {
    basis: 'sports',
    cap: 6_100,
    rates: [
      { level: 1, minTurnover: 0, rate: 0.0061 },
      { level: 2, minTurnover: 6_100, rate: 0.0081 },
      { level: 3, minTurnover: 61_000, rate: 0.0106 },
    ],
  },
  electronicPromo: {
    basis: 'games',
    cap: 5_888,
    rates: [
      { level: 1, minTurnover: 0, rate: 0.004 },
      { level: 2, minTurnover: 20_000, rate: 0.007 },
      { level: 3, minTurnover: 80_000, rate: 0.011 },
    ],
  },
};

export const LOSS_REFUND_OFFERS: Readonly<Record<string, LossRefundOffer>> = {
  negative: {
    basis: 'sports',
    cap: 8_888,
    bands: [
      { level: 1, minLoss: 100, share: 0.03 },
      { level: 2, minLoss: 1_000, share: 0.05 },
      { level: 3, minLoss: 10_000, share: 0.08 },
      { level: 4, minLoss: 50_000, share: 0.1 },
    ],
  },
};

/** Periods other than the default (this service month and the next). */
export const PERIODS: Readonly<Record<string, PeriodKind>> = {
  monthly: 'month',
  welcomeWealth: 'month',
  usdt2: 'week',
  usdt3: 'month',
  moneyball: 'week',
  feast: 'month',
  singlesDay: 'week',
  valentine: 'week',
  christmas: 'month',
  flow61: 'month',
  electronicPromo: 'week',
  negative: 'week',
};

const missing = (kind: string, id: string) => new Error(`promotion ${id} has no ${kind} offer`);
export const depositOffer = (id: string) => DEPOSIT_OFFERS[id] ?? thrown(missing('deposit', id));
export const wheelOffer = (id: string) => WHEEL_OFFERS[id] ?? thrown(missing('wheel', id));
export const boxOffer = (id: string) => BOX_OFFERS[id] ?? thrown(missing('gift-box', id));
export const rebateOffer = (id: string) => REBATE_OFFERS[id] ?? thrown(missing('rebate', id));
export const lossRefundOffer = (id: string) => LOSS_REFUND_OFFERS[id] ?? thrown(missing('loss-refund', id));
function thrown(error: Error): never {
  throw error;
}
