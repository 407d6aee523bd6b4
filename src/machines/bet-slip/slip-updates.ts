import type { LegRef } from '../../api/provider/bet-api';
import type { OddsCheck } from '../../api/provider/bet-schemas';
import { refusalOf } from './place-problem';
import { selectionBlock, sameSelection, type SelectableOption } from './selection-block';
import { applyCheck, legKey, seriesOf, slipReasons, withPrice } from './slip-rules';
import type { SlipLeg } from './slip-types';
import type { BetSlipContext } from './bet-slip-context';

/**
 * What the bet slip's actions do to its context, as plain functions of (context, what happened): the
 * chart (bet-slip.machine.ts) names them and says when; these say what.
 */

export const legRefs = (legs: readonly SlipLeg[]): LegRef[] =>
  legs.map((l) => ({ matchId: l.matchId, marketId: l.marketId, optionType: l.optionType }));

const toLeg = (o: SelectableOption): SlipLeg => ({
  matchId: o.matchId,
  marketId: o.marketId,
  optionType: o.optionType,
  odds: o.odds,
  current: o.odds,
  previous: null,
  movedFrom: null,
  quote: null,
});

/** A line move gives a leg a new market id, so a new legKey: its single's stake moves with it. */
function movedStakes(
  stakes: Record<string, string>,
  before: readonly SlipLeg[],
  after: readonly SlipLeg[],
): Record<string, string> {
  let out = stakes;
  after.forEach((leg, i) => {
    const from = before[i] ? legKey(before[i]) : null;
    const to = legKey(leg);
    if (from === null || from === to || out[from] === undefined) return;
    const { [from]: text, ...rest } = out;
    out = { ...rest, [to]: text! };
  });
  return out;
}

/** The parts of the context a placement is made of. */
export const slipShape = (c: BetSlipContext) => ({
  kind: c.kind,
  legs: c.legs,
  stakes: c.stakes,
  series: c.series,
  mon: c.mon,
  msl: c.msl,
});

/** Every reason the slip cannot place now (the guard of PLACE, and what the slip shows). */
export function placeReasons(c: BetSlipContext) {
  // The provider answering the odds check with code 8 is maintenance of betting itself.
  const env = c.checkError?.code === 'maintenance' ? { ...c.env, maintenance: true } : c.env;
  return slipReasons(slipShape(c), env);
}

/** A pick: a leg in the slip comes out, a new one goes in (or is refused, with the reason kept to say). */
export function pick(context: BetSlipContext, option: SelectableOption): Partial<BetSlipContext> {
  if (context.legs.some((l) => sameSelection(l, option)))
    return { legs: context.legs.filter((l) => !sameSelection(l, option)), refused: null };
  const block = selectionBlock(option, context.legs);
  if (block) return { refused: block };
  // One option per market: a new pick in the same market replaces the old one in place.
  const index = context.legs.findIndex((l) => l.marketId === option.marketId);
  const legs =
    index < 0 ? [...context.legs, toLeg(option)] : context.legs.map((l, i) => (i === index ? toLeg(option) : l));
  return { legs, refused: null, problem: null };
}

/** A pushed price for one option: its leg takes it as the odds-change policy says, and the market's sale status. */
export function pushedPrice(
  context: BetSlipContext,
  push: { marketId: number; optionType: number; od: number; ss: number },
): SlipLeg[] {
  return context.legs.map((l) =>
    l.marketId === push.marketId && l.optionType === push.optionType
      ? { ...withPrice(l, push.od, context.env.oddsChange), quote: l.quote ? { ...l.quote, ss: push.ss } : l.quote }
      : l,
  );
}

/** The provider's answer to an odds check of the legs `asked` (their legKeys when it was asked). */
export function checked(context: BetSlipContext, asked: string[], check: OddsCheck): Partial<BetSlipContext> {
  const legs = applyCheck(context.legs, asked, check, context.env.oddsChange);
  return {
    legs,
    stakes: movedStakes(context.stakes, context.legs, legs),
    series: seriesOf(check),
    mon: check.mon,
    msl: check.msl,
    checkError: null,
  };
}

/** A refused placement: nothing was recorded. A price refusal names the new prices, shown at once to accept. */
export function placementRefused(context: BetSlipContext, error: unknown): Partial<BetSlipContext> {
  const problem = refusalOf(error);
  const legs = problem?.changes
    ? context.legs.map((l) => {
        const change = problem.changes!.find((c) => c.marketId === l.marketId && c.optionType === l.optionType);
        return change ? { ...l, current: change.odds } : l;
      })
    : context.legs;
  return { legs, problem, placement: null };
}
