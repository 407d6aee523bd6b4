import * as v from 'valibot';
import { expect, vi } from 'vitest';
import { Subject } from 'rxjs';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { LegRef } from '../../src/api/provider/bet-api';
import { OddsCheck, type OrderStatus, type PlacedOrder, type RecentOrder } from '../../src/api/provider/bet-schemas';
import { betSlipMachine } from '../../src/machines/bet-slip/bet-slip.machine';
import { placeReasons } from '../../src/machines/bet-slip/slip-updates';
import type { BetSlipInput, WatchEvent } from '../../src/machines/bet-slip/bet-slip-context';
import type { SelectableOption } from '../../src/machines/bet-slip/selection-block';
import { slipPricesMachine, type PricedMatch, type PricesFeed } from '../../src/machines/bet-slip/slip-prices.machine';
import { legKey, seriesReturnPerUnit } from '../../src/machines/bet-slip/slip-rules';
import type { LegQuote, Placement, SlipEnv, SlipLeg } from '../../src/machines/bet-slip/slip-types';

/**
 * Tests only: fixtures for the slip's rules, and the real bet-slip chart (bet-slip.machine.ts) with
 * in-memory provider calls, spies for its effects and xstate's SimulatedClock for its delays.
 * Shared by the chart's test files (bet-slip-*.machine.test.ts) and the model conformance test (tests/unit).
 */

export const TEST_ENV: SlipEnv = {
  loggedIn: true,
  userName: 'Alice',
  balance: 1000,
  maintenance: false,
  connected: true,
  oddsChange: 1,
  currencyId: 1000,
};

export const testQuote = (over: Partial<LegQuote> = {}): LegQuote => ({
  ss: 1,
  au: true,
  smin: 10,
  smax: 1000,
  line: '',
  name: 'Home',
  ...over,
});

export const testLeg = (matchId: number, marketId: number, odds: number, over: Partial<SlipLeg> = {}): SlipLeg => ({
  matchId,
  marketId,
  optionType: 1,
  odds,
  current: odds,
  previous: null,
  movedFrom: null,
  quote: testQuote(),
  ...over,
});

export const testOption = (
  matchId: number,
  marketId: number,
  odds: number,
  over: Partial<SelectableOption> = {},
): SelectableOption => ({
  matchId,
  marketId,
  optionType: 1,
  odds,
  marketStatus: 1,
  stale: false,
  ...over,
});

/** The provider's side of one market, as the fake odds check answers it. */
export interface FakeMarket {
  od: number;
  /** 1 open, 0 suspended, -1 not on sale (answered as `{ mid, ss: -1 }` alone). */
  ss: number;
  au: 0 | 1;
  smin: number;
  smax: number;
  li: string;
  /** A line move: the check answers this market id instead, with `omid` the one asked for. */
  movedTo?: number;
}

const DEFAULT_MARKET: FakeMarket = { od: 2, ss: 1, au: 1, smin: 10, smax: 5000, li: '' };

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);

/** Lets promise actors' answers (and what they start) reach the chart. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
};

export interface StartOptions {
  input?: Omit<BetSlipInput, 'now'>;
  env?: Partial<SlipEnv>;
  mon?: number;
  msl?: number;
  /** Leaves the actor unstarted, for a test to set answers first (then `actor.start()`). */
  paused?: boolean;
}

/**
 * Starts the chart. The env watcher reports `env` at once; the odds check answers from `markets`
 * (an unknown market is open at 2.0, or at the price it was picked at); `place` answers one order
 * per placement order (st 0, echoing its cid), `recentOrders` nothing, `orderStatuses` confirmed.
 * Tests replace any answer with mockImplementation(Once).
 */
export function startBetSlip(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  const markets = new Map<string, FakeMarket>();
  const market = (key: string): FakeMarket => markets.get(key) ?? DEFAULT_MARKET;
  const setMarket = (ref: Pick<LegRef, 'marketId' | 'optionType'>, over: Partial<FakeMarket>) =>
    markets.set(legKey(ref), { ...market(legKey(ref)), ...over });
  let orderIds = 0;

  const answerCheck = (input: { legs: LegRef[]; series: boolean }): OddsCheck => {
    const bms = input.legs.map((l) => {
      const m = market(legKey(l));
      if (m.ss === -1) return { mid: l.marketId, ss: -1 };
      // After a line move the slip asks for the new market, which has the price the move answered.
      if (m.movedTo !== undefined && !markets.has(legKey({ marketId: m.movedTo, optionType: l.optionType }))) {
        markets.set(legKey({ marketId: m.movedTo, optionType: l.optionType }), { ...m, movedTo: undefined });
      }
      return {
        mid: m.movedTo ?? l.marketId,
        ...(m.movedTo ? { omid: l.marketId } : {}),
        matchId: l.matchId,
        ss: m.ss,
        au: m.au,
        smin: m.smin,
        smax: m.smax,
        op: { ty: l.optionType, od: m.od, li: m.li, na: 'Home' },
      };
    });
    const n = input.legs.length;
    const combinable =
      n >= 2 &&
      new Set(input.legs.map((l) => l.matchId)).size === n &&
      input.legs.every((l) => market(legKey(l)).au === 1);
    const odds = input.legs.map((l) => market(legKey(l)).od);
    const sos =
      input.series && combinable
        ? Array.from({ length: n - 1 }, (_, i) => {
            const k = i + 2;
            const bets = binomial(n, k);
            return { sn: k * 1000 + bets, in: bets, sodd: seriesReturnPerUnit(odds, k), mi: 10, mx: 5000 };
          })
        : [];
    return v.parse(OddsCheck, { bms, sos, mon: options.mon ?? 10, msl: options.msl ?? 10 });
  };

  const checkOdds = vi.fn(async (input: { legs: LegRef[]; series: boolean }): Promise<OddsCheck> => answerCheck(input));
  const place = vi.fn(async (placement: Placement): Promise<PlacedOrder[]> =>
    placement.orders.map((o) => ({ id: String(9000 + ++orderIds), cid: o.cid, st: 0 as const, ops: [] })),
  );
  const recentOrders = vi.fn(async (_placement: Placement): Promise<RecentOrder[]> => []);
  const orderStatuses = vi.fn(async (ids: string[]): Promise<OrderStatus[]> =>
    ids.map((oid) => ({ oid, st: 4 as const, rjs: '' })),
  );
  const persistPlacement = vi.fn((_placement: Placement | null) => {});
  const refreshBalance = vi.fn(() => {});
  const setLongRunning = vi.fn((_value: boolean) => {});
  /** Every WATCH the price watcher was told, in order. */
  const watched: LegRef[][] = [];
  /** The feed's views of each match, as the slip's price watcher (the real child chart) follows them. */
  const views = new Map<number, Subject<{ match: PricedMatch }>>();
  const viewsOf = (matchId: number) => views.get(matchId) ?? views.set(matchId, new Subject()).get(matchId)!;
  let env: SlipEnv = { ...TEST_ENV, ...options.env };

  const machine = betSlipMachine.provide({
    actors: {
      checkOdds: fromPromise(({ input }) => checkOdds(input)),
      place: fromPromise(({ input }) => place(input)),
      recentOrders: fromPromise(({ input }) => recentOrders(input)),
      orderStatuses: fromPromise(({ input }) => orderStatuses(input)),
      watchPrices: slipPricesMachine.provide({
        actors: { loadFeed: fromPromise<PricesFeed>(async () => ({ match$: viewsOf })) },
      }),
      watchEnv: fromCallback(({ sendBack }) => {
        sendBack({ type: 'ENV', env });
        return () => {};
      }),
    },
    actions: {
      persistPlacement: (_, { placement }) => persistPlacement(placement),
      refreshBalance: () => refreshBalance(),
      setLongRunning: (_, { value }) => setLongRunning(value),
    },
  });

  const actor = createActor(machine, {
    clock,
    input: { ...options.input, now: () => clock.now() },
    // What the slip tells its price watcher, as the watcher receives it.
    inspect: (e) => {
      if (e.type === '@xstate.event' && e.event.type === 'WATCH') watched.push([...(e.event as WatchEvent).legs]);
    },
  });
  if (!options.paused) actor.start();

  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    clock,
    markets,
    setMarket,
    fakes: { checkOdds, place, recentOrders, orderStatuses },
    effects: { persistPlacement, refreshBalance, setLongRunning },
    watched,
    snapshot,
    context: () => snapshot().context,
    reasons: () => placeReasons(snapshot().context).map((r) => r.code),
    /** Lets the fakes answer, then moves the simulated clock by `ms` and lets them answer again. */
    async advance(ms: number) {
      await settle();
      clock.increment(ms);
      await settle();
    },
    /** Picks an option; the provider's price is the one picked unless a test set another. */
    async pick(option: SelectableOption) {
      if (!markets.has(legKey(option))) setMarket(option, { od: option.odds });
      actor.send({ type: 'TOGGLE', option });
      await settle();
    },
    stake(ref: Pick<LegRef, 'marketId' | 'optionType'> | string, text: string) {
      actor.send({ type: 'SET_STAKE', key: typeof ref === 'string' ? ref : legKey(ref), text });
    },
    /** The feed pushes a price through the chart's price watcher (and the provider agrees from now on). */
    push(ref: LegRef, od: number, ss = 1) {
      setMarket(ref, { od, ss });
      const match$ = views.get(ref.matchId);
      if (!match$?.observed) throw new Error('the price watcher is not following this match');
      match$.next({ match: { mg: [{ mks: [{ id: ref.marketId, ss, op: [{ ty: ref.optionType, od }] }] }] } });
    },
    setEnv(over: Partial<SlipEnv>) {
      env = { ...env, ...over };
      actor.send({ type: 'ENV', env });
    },
  };
}

export type BetSlipHarness = ReturnType<typeof startBetSlip>;

// Shared by the chart's test files (bet-slip-*.machine.test.ts).

export const A = testOption(1, 101, 2.5);
export const B = testOption(2, 201, 1.8);
export const C = testOption(3, 301, 3);

export const CID = /^[A-Za-z0-9]{16}-\d+$/;
export const phases = (h: BetSlipHarness) => h.effects.persistPlacement.mock.calls.map(([p]) => p?.phase ?? null);
export const sentPlacements = (h: BetSlipHarness) => h.fakes.place.mock.calls.map(([p]) => p);

/** A slip with A picked, checked and staked at 100: editing.ready with nothing in the way. */
export async function placeable(options: Parameters<typeof startBetSlip>[0] = {}) {
  const h = startBetSlip(options);
  await h.pick(A);
  h.stake(A, '100');
  expect(h.snapshot().value).toEqual({ editing: 'ready' });
  expect(h.reasons()).toEqual([]);
  return h;
}

/** Holds the place call's answer until the test gives it. */
export function holdPlace(h: BetSlipHarness) {
  const answer = deferred<PlacedOrder[]>();
  h.fakes.place.mockImplementationOnce(() => answer.promise);
  return answer;
}

export const placedAs = (placement: Placement, st: 0 | 1 | 4 = 0): PlacedOrder[] =>
  placement.orders.map((o, i) => ({ id: `77${i}`, cid: o.cid, st, ops: [] }));
