import type { OddsChangePolicy } from '../../api/provider/bet-api';
import type { OddsCheck } from '../../api/provider/bet-schemas';
import type { SlipEnv, SlipKind, SlipLeg, SlipReason, SlipSeries } from './slip-types';

/**
 * The slip's rules as pure functions: prices under the odds-change policy, stakes, limits, series
 * returns and every reason the slip cannot place. The chart (bet-slip.machine.ts) decides when;
 * these decide what, and are tested on their own (slip-rules-*.test.ts).
 */

export const legKey = (leg: Pick<SlipLeg, 'marketId' | 'optionType'>): string => `${leg.marketId}:${leg.optionType}`;
export const PARLAY_KEY = 'parlay';
export const seriesKey = (sn: number): string => `s${sn}`;

/** The full parlay of n legs is series n*1000+1 (docs/betting-api.md). */
export const fullParlaySeries = (legs: number): number => legs * 1000 + 1;
/** How many legs each bet of a series holds: sn = k*1000 + C(n,k). */
export const seriesFold = (sn: number): number => Math.floor(sn / 1000);

/** Whether a new price may replace the accepted one without asking (0 never, 1 if better, 2 always). */
export function acceptsWithoutAsking(from: number, to: number, policy: OddsChangePolicy): boolean {
  if (from === to) return true;
  if (policy === 2) return true;
  return policy === 1 && to > from;
}

/** A leg seen at a new price: taken at once when the policy allows, otherwise it waits for the user. */
export function withPrice(leg: SlipLeg, price: number, policy: OddsChangePolicy): SlipLeg {
  if (price === leg.current && price === leg.odds) return leg;
  if (price > 0 && acceptsWithoutAsking(leg.odds, price, policy)) {
    return { ...leg, current: price, odds: price, previous: price === leg.odds ? leg.previous : leg.odds };
  }
  return { ...leg, current: price };
}

export const waitsForAcceptance = (leg: SlipLeg): boolean => leg.current > 0 && leg.current !== leg.odds;

export function acceptChanges(legs: readonly SlipLeg[]): SlipLeg[] {
  return legs.map((l) => (waitsForAcceptance(l) ? { ...l, previous: l.odds, odds: l.current } : l));
}

/** Applies an odds check to the legs it was asked for (same order); legs added since keep theirs. */
export function applyCheck(
  legs: readonly SlipLeg[],
  asked: readonly string[],
  check: OddsCheck,
  policy: OddsChangePolicy,
): SlipLeg[] {
  const byKey = new Map(asked.map((key, i) => [key, check.bms[i]] as const));
  return legs.map((leg) => {
    const market = byKey.get(legKey(leg));
    if (!market) return leg;
    if (market.ss === -1 || !market.op) {
      return {
        ...leg,
        quote: { ss: -1, au: false, smin: null, smax: null, line: leg.quote?.line ?? '', name: leg.quote?.name ?? '' },
      };
    }
    const moved = market.mid !== leg.marketId;
    const base: SlipLeg = {
      ...leg,
      marketId: market.mid,
      movedFrom: moved ? leg.marketId : leg.movedFrom,
      quote: {
        ss: market.ss,
        au: market.au === 1,
        smin: market.smin ?? null,
        smax: market.smax ?? null,
        line: market.op.li ?? '',
        name: market.op.na ?? '',
      },
    };
    return withPrice(base, market.op.od, policy);
  });
}

export function seriesOf(check: OddsCheck): SlipSeries[] {
  return (check.sos ?? []).map((s) => ({ sn: s.sn, bets: s.in, min: s.mi, max: s.mx }));
}

/** Stake text as typed (decimal input: digits and dots only): a number, empty, or not a number. */
export function parseStake(text: string | undefined): number | 'empty' | 'invalid' {
  const t = (text ?? '').trim();
  if (t === '') return 'empty';
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'invalid';
  const n = Number(t);
  return n > 0 ? n : 'empty';
}

function* combinations<T>(items: readonly T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) {
    yield acc;
    return;
  }
  for (let i = start; i <= items.length - (k - acc.length); i++)
    yield* combinations(items, k, i + 1, [...acc, items[i]!]);
}

/** A unit stake's return when every leg wins: the sum over the series' combinations of their odds' product. */
export function seriesReturnPerUnit(odds: readonly number[], fold: number): number {
  let sum = 0;
  for (const combo of combinations(odds, fold)) sum += combo.reduce((p, o) => p * o, 1);
  return sum;
}

export interface SlipShape {
  readonly kind: SlipKind;
  readonly legs: readonly SlipLeg[];
  readonly stakes: Readonly<Record<string, string>>;
  readonly series: readonly SlipSeries[];
  /** Max single orders per batch (`mon`) and max parlay legs (`msl`). */
  readonly mon: number;
  readonly msl: number;
}

export interface StakeLine {
  readonly key: string;
  /** Total stake of the line (a series' unit stake times its bets). */
  readonly stake: number;
  readonly unitStake: number;
  /** Return if it wins in full. */
  readonly potentialReturn: number;
  readonly seriesValue?: number;
  readonly leg?: SlipLeg;
}

/** The stake fields the slip's kind shows. */
export function stakeKeys(slip: Pick<SlipShape, 'kind' | 'legs' | 'series'>): string[] {
  if (slip.kind === 'single') return slip.legs.map(legKey);
  if (slip.kind === 'parlay') return [PARLAY_KEY];
  return slip.series.map((s) => seriesKey(s.sn));
}

/** The orders the slip would place now: one per staked leg, the parlay, or one per staked series. */
export function stakeLines(slip: SlipShape): StakeLine[] {
  const lines: StakeLine[] = [];
  const amount = (key: string) => {
    const n = parseStake(slip.stakes[key]);
    return typeof n === 'number' ? n : 0;
  };
  if (slip.kind === 'single') {
    for (const leg of slip.legs) {
      const stake = amount(legKey(leg));
      if (stake > 0) lines.push({ key: legKey(leg), stake, unitStake: stake, potentialReturn: stake * leg.odds, leg });
    }
  } else if (slip.kind === 'parlay') {
    const stake = amount(PARLAY_KEY);
    if (stake > 0) {
      const odds = slip.legs.reduce((p, l) => p * l.odds, 1);
      lines.push({
        key: PARLAY_KEY,
        stake,
        unitStake: stake,
        potentialReturn: stake * odds,
        seriesValue: fullParlaySeries(slip.legs.length),
      });
    }
  } else {
    const odds = slip.legs.map((l) => l.odds);
    for (const s of slip.series) {
      const unit = amount(seriesKey(s.sn));
      if (unit > 0)
        lines.push({
          key: seriesKey(s.sn),
          stake: unit * s.bets,
          unitStake: unit,
          potentialReturn: unit * seriesReturnPerUnit(odds, seriesFold(s.sn)),
          seriesValue: s.sn,
        });
    }
  }
  return lines;
}

/** Why the legs cannot form a parlay or system bet, in the order a bettor can act on. */
export function combinationReasons(slip: Pick<SlipShape, 'legs' | 'msl'>): SlipReason[] {
  const reasons: SlipReason[] = [];
  if (slip.legs.length < 2) reasons.push({ code: 'tooFewLegs', value: 2 });
  if (slip.legs.length > slip.msl) reasons.push({ code: 'tooManyLegs', value: slip.msl });
  const seen = new Set<number>();
  for (const leg of slip.legs) {
    if (seen.has(leg.matchId)) reasons.push({ code: 'sameMatchTwice', key: legKey(leg) });
    seen.add(leg.matchId);
    if (leg.quote && leg.quote.ss !== -1 && !leg.quote.au) reasons.push({ code: 'notParlayable', key: legKey(leg) });
  }
  return reasons;
}

function limitReasons(slip: SlipShape, line: StakeLine): SlipReason[] {
  let min: number | null = null;
  let max: number | null = null;
  if (line.leg) {
    min = line.leg.quote?.smin ?? null;
    max = line.leg.quote?.smax ?? null;
  } else {
    const series = slip.series.find((s) => s.sn === line.seriesValue);
    min = series?.min ?? null;
    max = series?.max ?? null;
  }
  if (min !== null && line.unitStake < min) return [{ code: 'belowMin', key: line.key, value: min }];
  if (max !== null && line.unitStake > max) return [{ code: 'aboveMax', key: line.key, value: max }];
  return [];
}

/**
 * Every reason the slip cannot place now, most general first: the first is the one the Place
 * button names. Empty means it can place.
 */
export function slipReasons(slip: SlipShape, env: SlipEnv): SlipReason[] {
  const reasons: SlipReason[] = [];
  if (!env.loggedIn) reasons.push({ code: 'notLoggedIn' });
  if (env.maintenance) reasons.push({ code: 'maintenance' });
  if (!env.connected) reasons.push({ code: 'disconnected' });
  if (slip.legs.some((l) => l.quote === null)) reasons.push({ code: 'checking' });
  for (const leg of slip.legs) {
    if (leg.quote && leg.quote.ss !== 1) reasons.push({ code: 'marketClosed', key: legKey(leg) });
    else if (leg.current < 0) reasons.push({ code: 'marketClosed', key: legKey(leg) });
  }
  // Only the legs that go into an order count: an unstaked single's price change blocks nothing.
  const lines = stakeLines(slip);
  const placedLegs = slip.kind === 'single' ? lines.flatMap((l) => (l.leg ? [l.leg] : [])) : slip.legs;
  for (const leg of placedLegs) if (waitsForAcceptance(leg)) reasons.push({ code: 'oddsChanged', key: legKey(leg) });
  if (slip.kind !== 'single') reasons.push(...combinationReasons(slip));
  if (slip.kind === 'system' && slip.series.length === 0 && slip.legs.length >= 2)
    reasons.push({ code: 'notParlayable' });
  for (const key of stakeKeys(slip))
    if (parseStake(slip.stakes[key]) === 'invalid') reasons.push({ code: 'invalidStake', key });
  if (lines.length === 0) reasons.push({ code: 'noStake' });
  if (slip.kind === 'single' && lines.length > slip.mon) reasons.push({ code: 'tooManySingles', value: slip.mon });
  for (const line of lines) reasons.push(...limitReasons(slip, line));
  // Money in cents: summed as floats, 0.10 + 0.20 is 0.30000000000000004, over a balance of 0.30.
  const cents = (amount: number) => Math.round(amount * 100);
  const total = lines.reduce((sum, l) => sum + cents(l.stake), 0);
  if (env.balance !== null && total > cents(env.balance)) reasons.push({ code: 'overBalance', value: env.balance });
  return reasons;
}

export const totalStake = (slip: SlipShape): number => stakeLines(slip).reduce((sum, l) => sum + l.stake, 0);
export const totalReturn = (slip: SlipShape): number => stakeLines(slip).reduce((sum, l) => sum + l.potentialReturn, 0);
