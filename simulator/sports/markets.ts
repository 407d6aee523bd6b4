import type { MarketDelta } from '../../src/api/push-protocol';
import type { Group, MarketPlan, Mkt, SimMatch } from './types';
import type { SportDef } from './sport-def';
import { outrightMty } from './period-codes';
import type { Outcomes } from './model';
import { balance, decided, fairLine, price, probsFor } from './odds-math';
import { hasLine, marketLine, optionLines, optionTypes } from './options';

/**
 * Market groups of a match: built from the sport's plans, repriced from the model, with line
 * moves. A line move retires the market id and opens the market under a new one (the push
 * delta carries `id` old and `newId`), as the provider does, so a bet slip holding the old id
 * learns the market is gone.
 */

export interface IdSource {
  next(): number;
}

/** Outrights carry a bigger margin, as real books' do (the 5-7 % rule is for match markets). */
export const OUTRIGHT_MARGIN = 0.15;

/** A main line further than this from even (first option probability) moves. */
const MOVE_AT = 0.13;

function linesFor(plan: MarketPlan, main: number): number[] {
  if (!plan.alt) return [main];
  const lines = [main - plan.alt, main, main + plan.alt];
  return plan.kind === 'ou' ? lines.filter((l) => l > 0) : lines;
}

function makeMarket(
  plan: MarketPlan,
  line: number,
  main: boolean,
  o: NonNullable<Outcomes[string]>,
  margin: number,
  ids: IdSource,
): Mkt {
  const probs = probsFor(plan.kind, line, o);
  const width = optionTypes(plan.kind, 0).length;
  return {
    id: ids.next(),
    line,
    ss: probs && !decided(probs) ? 1 : -1,
    od: probs ? price(probs, margin) : new Array<number>(width).fill(1.01),
    main,
  };
}

export function buildGroups(m: SimMatch, def: SportDef, out: Outcomes, ids: IdSource): Group[] {
  const groups: Group[] = [];
  for (const plan of def.plans) {
    const o = out[plan.scope];
    if (!o) continue;
    const main = hasLine(plan.kind) ? fairLine(plan.kind, o, plan.step ?? 1, plan.minAbs) : 0;
    const mks = linesFor(plan, main).map((line) => makeMarket(plan, line, line === main, o, m.margin, ids));
    groups.push({ plan, mks });
  }
  return groups;
}

/** The one outright market: entrants' chances from their ratings (strong sides are short). */
export function buildOutright(m: SimMatch, def: SportDef, ids: IdSource): Group[] {
  const entrants = m.outright?.entrants ?? [];
  const w = entrants.map((t) => Math.exp(5 * t.rating));
  const total = w.reduce((s, x) => s + x, 0);
  const od = price(
    w.map((x) => x / total),
    OUTRIGHT_MARGIN,
  );
  const plan: MarketPlan = {
    mty: outrightMty(def),
    pe: def.base + 1,
    kind: 'outright',
    scope: 'ft',
    name: 'outright',
    period: '',
    tab: 'p',
    main: true,
  };
  return [{ plan, mks: [{ id: ids.next(), line: 0, ss: 1, od, main: true }] }];
}

export function delta(plan: MarketPlan, mk: Mkt, oldId?: number): MarketDelta {
  const types = optionTypes(plan.kind, mk.od.length);
  const lines = optionLines(plan.kind, mk.line);
  const li = marketLine(plan.kind, mk.line);
  return {
    id: oldId ?? mk.id,
    ss: mk.ss,
    op: mk.od.map((od, i) => {
      const opLi = lines[i];
      return opLi === undefined ? { ty: types[i] ?? 0, od } : { ty: types[i] ?? 0, od, li: opLi };
    }),
    ...(li !== undefined ? { li } : {}),
    ...(oldId !== undefined ? { newId: mk.id } : {}),
    mty: plan.mty,
    pe: plan.pe,
  };
}

const sameOdds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Shifts every line of the group (main and alternates) and gives each market a new id. */
function moveLines(g: Group, shift: number, ids: IdSource): Map<Mkt, number> {
  const moved = new Map<Mkt, number>();
  for (const mk of g.mks) {
    moved.set(mk, mk.id);
    mk.id = ids.next();
    mk.line += shift;
  }
  return moved;
}

export interface RepriceOptions {
  /** Suspend every open market (ss 0), keeping its odds. */
  suspend?: boolean;
  /** Allow lines to move towards the fair line. */
  lineMoves?: boolean;
  /** Only these groups (storm updates touch one market). */
  only?: (g: Group) => boolean;
}

/** Reprices the match's markets in place; returns the deltas of what changed. */
export function reprice(m: SimMatch, out: Outcomes, ids: IdSource, opts: RepriceOptions = {}): MarketDelta[] {
  const deltas: MarketDelta[] = [];
  for (const g of m.groups) {
    if (opts.only && !opts.only(g)) continue;
    const { plan } = g;
    const o = out[plan.scope];
    if (plan.kind === 'outright') continue;
    if (!o) {
      for (const mk of g.mks) {
        if (mk.ss === -1) continue;
        mk.ss = -1;
        deltas.push(delta(plan, mk));
      }
      continue;
    }
    let moved: Map<Mkt, number> | undefined;
    const main = g.mks.find((mk) => mk.main);
    if (opts.lineMoves && !opts.suspend && main && hasLine(plan.kind)) {
      const p = balance(plan.kind, main.line, o);
      if (Math.abs(p - 0.5) > MOVE_AT || main.ss === -1) {
        const target = fairLine(plan.kind, o, plan.step ?? 1, plan.minAbs);
        if (target !== main.line) moved = moveLines(g, target - main.line, ids);
      }
    }
    for (const mk of g.mks) {
      const oldId = moved?.get(mk);
      if (opts.suspend) {
        if (mk.ss === 1) {
          mk.ss = 0;
          deltas.push(delta(plan, mk));
        }
        continue;
      }
      const probs = probsFor(plan.kind, mk.line, o);
      const ss = probs && !decided(probs) ? 1 : -1;
      const od = probs ? price(probs, m.margin) : mk.od;
      if (oldId === undefined && ss === mk.ss && sameOdds(od, mk.od)) continue;
      mk.ss = ss;
      mk.od = od;
      deltas.push(delta(plan, mk, oldId));
    }
  }
  return deltas;
}

/** Moves the first main line group one step (test control): towards the fair line, else up. */
export function forceLineMove(m: SimMatch, out: Outcomes, ids: IdSource, suspended = false): MarketDelta[] {
  const g = m.groups.find((x) => x.plan.main && hasLine(x.plan.kind) && out[x.plan.scope]);
  if (!g) return [];
  const o = out[g.plan.scope]!;
  const main = g.mks.find((mk) => mk.main) ?? g.mks[0]!;
  const step = g.plan.kind === 'eh' ? 1 : (g.plan.step ?? 1);
  const target = fairLine(g.plan.kind, o, step, g.plan.minAbs);
  const shift = target !== main.line ? target - main.line : step;
  const moved = moveLines(g, shift, ids);
  return g.mks.map((mk) => {
    const probs = probsFor(g.plan.kind, mk.line, o);
    // A market suspended for a goal stays suspended under its new id until the engine reopens it.
    mk.ss = probs && !decided(probs) ? (suspended ? 0 : 1) : -1;
    if (probs) mk.od = price(probs, m.margin);
    return delta(g.plan, mk, moved.get(mk));
  });
}

/**
 * Nudges one open market's odds by a tick or two (storm and prematch drift): the fair prices
 * with a small random skew, so the margin stays where it was.
 */
export function nudge(m: SimMatch, g: Group, out: Outcomes, rand: () => number): MarketDelta | undefined {
  const mk = g.mks.find((x) => x.main && x.ss === 1) ?? g.mks.find((x) => x.ss === 1);
  if (!mk) return undefined;
  const o = out[g.plan.scope];
  let probs = g.plan.kind === 'outright' || !o ? null : probsFor(g.plan.kind, mk.line, o);
  if (!probs) {
    const inv = mk.od.map((x) => 1 / x);
    const s = inv.reduce((a, b) => a + b, 0);
    probs = inv.map((x) => x / s);
  }
  const skewed = probs.map((p) => p * (1 + (rand() - 0.5) * 0.06));
  const s = skewed.reduce((a, b) => a + b, 0) / probs.reduce((a, b) => a + b, 0);
  mk.od = price(
    skewed.map((p) => p / s),
    g.plan.kind === 'outright' ? OUTRIGHT_MARGIN : m.margin,
  );
  return delta(g.plan, mk);
}
