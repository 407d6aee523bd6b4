import type { Kind, MarketPlan } from './types';

/** The markets each kind of sport offers, as plans the market builder (markets.ts) fills with lines and prices. */

type PlanOpts = Partial<Pick<MarketPlan, 'main' | 'step' | 'alt' | 'minAbs'>>;
export const plan = (
  mty: number,
  pe: number,
  kind: Kind,
  scope: string,
  name: string,
  period: string,
  tab: string,
  o: PlanOpts = {},
): MarketPlan => ({ mty, pe, kind, scope, name, period, tab, ...o });

/** Soccer-like plans (soccer 1000.., eFootball 177000..): 1x2, handicap, over/under for full time and first half. */
export function soccerPlans(b: number, corners: boolean): MarketPlan[] {
  const ft = b + 1;
  const h1 = b + 2;
  const m = { main: true };
  const plans = [
    plan(b + 5, ft, '1x2', 'ft', '1x2', '', 'p', m),
    plan(b + 0, ft, 'ah', 'ft', 'ah', '', 'p', { ...m, step: 0.5, alt: 1 }),
    plan(b + 7, ft, 'ou', 'ft', 'ou', '', 'p', { ...m, step: 0.5, alt: 1 }),
    plan(b + 5, h1, '1x2', 'h1', '1x2', 'h1', 'f', m),
    plan(b + 0, h1, 'ah', 'h1', 'ah', 'h1', 'f', { ...m, step: 0.5 }),
    plan(b + 7, h1, 'ou', 'h1', 'ou', 'h1', 'f', { ...m, step: 0.5 }),
    plan(b + 6, ft, 'dnb', 'ft', 'dnb', '', 'h'),
    plan(b + 2, ft, 'eh', 'ft', 'eh', '', 'h'),
    plan(b + 8, ft, 'oe', 'ft', 'oe', '', 'h'),
    plan(b + 12, ft, 'dc', 'ft', 'dc', '', 'h'),
  ];
  if (corners) {
    plans.push(
      plan(b + 9, ft, 'ah', 'cft', 'cornersAh', '', 'c', { step: 1 }),
      plan(b + 10, ft, 'ou', 'cft', 'cornersOu', '', 'c', { step: 1, alt: 1 }),
      plan(b + 11, ft, '1x2', 'cft', 'corners1x2', '', 'c'),
      plan(b + 10, h1, 'ou', 'ch1', 'cornersOu', 'h1', 'c', { step: 1 }),
    );
  }
  return plans;
}

/** Basketball-like plans (basketball 3000.., eBasketball 178000..). */
export function basketballPlans(b: number): MarketPlan[] {
  const m = { main: true };
  return [
    plan(b + 4, b + 1, 'ml', 'ft', 'winner', '', 'p', m),
    plan(b + 2, b + 1, 'ah', 'ft', 'pointHcp', '', 'p', { ...m, step: 1, alt: 3 }),
    plan(b + 3, b + 1, 'ou', 'ft', 'totalPoints', '', 'p', { ...m, step: 1, alt: 4 }),
    plan(b + 4, b + 3, 'ml', 'h1', 'winner', 'h1', 'f', m),
    plan(b + 2, b + 3, 'ah', 'h1', 'pointHcp', 'h1', 'f', { ...m, step: 1 }),
    plan(b + 3, b + 3, 'ou', 'h1', 'totalPoints', 'h1', 'f', { ...m, step: 1 }),
    plan(b + 1, b + 2, '1x2', 'reg', 'winner3', 'reg', 'h'),
    plan(b + 8, b + 1, 'oe', 'ft', 'oe', '', 'h'),
    plan(b + 2, b + 5, 'ah', 'q1', 'pointHcp', 'q1', 'qu', { step: 1 }),
    plan(b + 3, b + 5, 'ou', 'q1', 'totalPoints', 'q1', 'qu', { step: 1 }),
  ];
}

/** Winner / handicap / total for a designed sport, plus first-half markets where it has halves. */
export function genericPlans(b: number, winner: Kind, hcp: string, total: string, halves: boolean): MarketPlan[] {
  const m = { main: true };
  const plans = [
    plan(b + 1, b + 1, winner, 'ft', winner === '1x2' ? 'winner3' : 'winner', '', 'p', m),
    plan(b + 2, b + 1, 'ah', 'ft', hcp, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 3, b + 1, 'ou', 'ft', total, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 8, b + 1, 'oe', 'ft', 'oe', '', 'h'),
  ];
  if (halves) {
    plans.push(
      plan(b + 1, b + 2, winner, 'h1', winner === '1x2' ? 'winner3' : 'winner', 'h1', 'f'),
      plan(b + 2, b + 2, 'ah', 'h1', hcp, 'h1', 'f', { step: 1 }),
      plan(b + 3, b + 2, 'ou', 'h1', total, 'h1', 'f', { step: 1 }),
    );
  }
  return plans;
}

/** Set sports: winner, point (game) handicap and total on the main columns; sets and set 1 in detail. */
export function setPlans(b: number, hcp: string, total: string): MarketPlan[] {
  const m = { main: true };
  return [
    plan(b + 1, b + 1, 'ml', 'ft', 'winner', '', 'p', m),
    plan(b + 2, b + 1, 'ah', 'pts', hcp, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 3, b + 1, 'ou', 'pts', total, '', 'p', { ...m, step: 1, alt: 2 }),
    plan(b + 4, b + 1, 'ah', 'ft', 'setHcp', '', 'set', { step: 1, minAbs: 1.5 }),
    plan(b + 5, b + 1, 'ou', 'ft', 'totalSets', '', 'set', { step: 1 }),
    plan(b + 1, b + 11, 'ml', 's1', 'winner', 's1', 'set'),
    plan(b + 8, b + 1, 'oe', 'pts', 'oe', '', 'h'),
  ];
}
