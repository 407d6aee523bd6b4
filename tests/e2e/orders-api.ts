import type { APIRequestContext } from '@playwright/test';
import { madeHere } from './bet-slip-kit';
import { expect } from './fixtures';

/* The simulator's order calls and controls, asked directly in one test's scope (docs/betting-api.md). */

export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  message?: string;
  data: T;
}

/** A selection of a pre-match 1X2 market: what a bet or a reservation names. */
export interface Pick {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}

export interface LedgerOrder {
  id: string;
  st: number;
  sa: number;
  uwl: number | null;
  co?: number;
}

export interface Ledger {
  balance: number;
  orders: LedgerOrder[];
  reservations: { id: string; st: number; sa: number }[];
}

interface ListedMatch {
  id: number;
  ms: number;
  mg: {
    mty: number;
    pe: number;
    mks: { id: number; ss: number; mbl?: number | null; op: { ty: number; od: number }[] }[];
  }[];
}

let serial = 0;
/** A client order id of 8 to 64 [A-Za-z0-9_-], unique per test run. */
export const clientOrderId = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${(serial++).toString(36)}`.padEnd(8, '0');

/**
 * A bettor's API session in the test's scope (header `x-sim-scope`): it logs in as the page's user
 * does, takes a provider token, and places, reserves and reads as that user. The page, logged in
 * in the same scope, sees the same orders, reservations and wallet.
 */
export async function bettor(request: APIRequestContext, scope: string, userName = 'demo', password = 'demo1234') {
  const headers = { 'x-sim-scope': scope };
  const login = await request.post('/api/user/auth/account-login/v2', { data: { userName, password }, headers });
  const siteToken = ((await login.json()) as Envelope<{ accessToken: string }>).data.accessToken;
  const token = await request.post('/api/game/bet/cSports/token', {
    data: {},
    headers: { ...headers, authorization: `Bearer ${siteToken}` },
  });
  const fbToken = ((await token.json()) as Envelope<{ token: string }>).data.token;
  expect(fbToken).toBeTruthy();

  const fb = async <T>(path: string, body: Record<string, unknown> = {}): Promise<Envelope<T>> => {
    const r = await request.post(`/fb/v1/${path}`, {
      data: { languageType: 'ENG', ...body },
      headers: { ...headers, authorization: fbToken },
    });
    expect(r.ok()).toBe(true);
    return (await r.json()) as Envelope<T>;
  };
  const ok = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const answer = await fb<T>(path, body);
    expect(answer.code, `${path}: ${answer.message ?? ''}`).toBe(0);
    return answer.data;
  };
  const site = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const r = await request.post(path, { data: body, headers: { ...headers, authorization: `Bearer ${siteToken}` } });
    const answer = (await r.json()) as Envelope<T>;
    expect(answer.code, path).toBe(200);
    return answer.data;
  };
  const control = async <T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<T> => {
    const r =
      method === 'GET'
        ? await request.get(`/sim/control${path}`, { headers })
        : await request.post(`/sim/control${path}`, { data: body ?? {}, headers });
    expect(r.ok()).toBe(true);
    const answer = (await r.json()) as T & { ok?: boolean; error?: string };
    expect(answer.ok, `${path}: ${answer.error ?? ''}`).not.toBe(false);
    return answer;
  };

  return {
    fb,
    ok,
    site,
    control,
    ledger: async () => madeHere(await control<Ledger>(`/ledger?userName=${userName}`, undefined, 'GET')),
    /** Enough money for the test, and orders confirmed at once. */
    async prepare(balance = 50_000_000) {
      await control('/balance', { userName, balance });
      await control('/order-faults', { kind: 'confirm-delay', ms: 0 });
    },
    /**
     * Selections of pre-match soccer matches on today's list, taken from its end (the list's first
     * matches kick off during a run): the 1X2 full-time main market's options.
     *
     * `skip` is a test's place in that list, counted from the end. A match a test kicks off leaves the list and every
     * match further from the end moves one place nearer, so a test that kicks off or finishes its match takes a place
     * past those of the tests that only bet (3-23 now), and past those of the other such tests by as many places as
     * there are such tests nearer the end: 11 and 12 (personal-bets, promotions), 24 (promo-loss-refund), 28 and 29
     * (leaderboards). Otherwise a match one test bets on could be played to the end by another.
     */
    async picks(matches: number, skip = 0): Promise<Pick[]> {
      const list = await ok<{ records: ListedMatch[] }>('match/getList', {
        type: 3,
        sportId: 1,
        size: 50,
        current: 1,
        orderBy: 0,
        isPC: true,
        oddsType: 1,
      });
      const prematch = list.records
        .filter((m) => m.ms === 4)
        .reverse()
        .slice(skip, skip + matches);
      expect(prematch.length).toBe(matches);
      const picks: Pick[] = [];
      for (const { id } of prematch) {
        const m = await ok<ListedMatch>('match/getMatchDetail', { matchId: id, oddsType: 1 });
        const group = m.mg.find((g) => g.mty === 1005 && g.pe === 1001);
        const market = group?.mks.find((k) => k.ss === 1 && k.mbl === 1) ?? group?.mks.find((k) => k.ss === 1);
        expect(market, `match ${id} has an open 1X2 market`).toBeTruthy();
        for (const o of market!.op)
          if (o.od > 1) picks.push({ matchId: id, marketId: market!.id, optionType: o.ty, odds: o.od });
      }
      return picks;
    },
    /** Singles at the shown price (any change accepted), ten to a request; their ids in order. */
    async placeSingles(picks: Pick[], unitStake: number): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < picks.length; i += 10) {
        const batch = picks.slice(i, i + 10).map((p) => ({
          unitStake,
          oddsChange: 2,
          clientOrderId: clientOrderId('e2e'),
          betOptionList: [{ marketId: p.marketId, optionType: p.optionType, odds: p.odds, oddsFormat: 1 }],
        }));
        const placed = await ok<{ id: string }[]>('order/bet/singlePass', {
          singleBetList: batch,
          currencyId: 1000,
          deviceId: 'PC-e2e',
        });
        ids.push(...placed.map((o) => o.id));
      }
      return ids;
    },
    /** Polls getStakeOrderStatus until every order is in one of `states`. */
    async waitFor(ids: string[], states: number[], timeoutMs = 10_000) {
      await expect
        .poll(
          async () => {
            const statuses = await ok<{ oid: string; st: number }[]>('order/getStakeOrderStatus', { orderIds: ids });
            return statuses.filter((s) => states.includes(s.st)).length;
          },
          { timeout: timeoutMs, intervals: [100, 200, 400] },
        )
        .toBe(ids.length);
    },
    async reserve(pick: Pick, target: number, unitStake: number) {
      return ok<{ id: string; tod: number; sa: number; st: number }>('order/reserve/bet', {
        matchId: pick.matchId,
        marketId: pick.marketId,
        optionType: pick.optionType,
        odds: target,
        unitStake,
        clientOrderId: clientOrderId('rsv'),
        currencyId: 1000,
        deviceId: 'PC-e2e',
      });
    },
    cashOutPrice: async (orderId: string) =>
      (await ok<{ pr: { oid: string; amt: number; st: number }[] }>('order/cashOut/price', { orderIds: [orderId] }))
        .pr[0],
    /** Sets one selection's price now (the engine may move it again later). */
    setOdds: (pick: Pick, odds: number) =>
      control('/odds', { marketId: pick.marketId, optionType: pick.optionType, odds }),
  };
}

export type Bettor = Awaited<ReturnType<typeof bettor>>;
