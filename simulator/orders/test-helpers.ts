import { startSimulator, type Simulator } from '../server';
import type { SimClock } from '../core/clock';
import { sleep } from '../../tests/support/wait';
import { isHistoryOrder } from './demo-history';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/**
 * Helpers of the order engine's tests (not a test file): a simulator without ticks on a clock the
 * test moves, and a client per scope that logs in, holds the provider token and calls the order
 * API and the test controls.
 */

/** 2026-11-22 10:00 UTC, the e2e tests' default instant. */
export const AT = Date.parse('2026-11-22T10:00:00Z');

/** A clock only the test moves (frozen in between): expiry tests advance it. */
export function testClock(start = AT): SimClock & { advance(ms: number): void } {
  let t = start;
  return { now: () => t, frozen: true, advance: (ms) => (t += ms) };
}

export async function startOrdersSim(clock: SimClock = testClock()): Promise<Simulator> {
  return startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent', clock });
}

export interface Sel {
  matchId: number;
  marketId: number;
  ty: number;
  od: number;
  li: string;
}

export function client(sim: Simulator, scope: string) {
  let siteToken = '';
  let fbToken = '';
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<any> => {
    const r = await fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-scope': scope, ...headers },
      body: JSON.stringify(body),
    });
    if (r.status !== 200) return { httpStatus: r.status, ...((await r.json().catch(() => ({}))) as object) };
    return r.json();
  };
  const c = {
    scope,
    post,
    get siteToken() {
      return siteToken;
    },
    get fbToken() {
      return fbToken;
    },
    /** Logs in and takes a provider token (the real client's two steps). */
    async login(userName = 'demo', password = `${userName}1234`) {
      const r = await post('/api/user/auth/account-login/v2', { userName, password });
      siteToken = r.data.accessToken;
      return c.refreshToken();
    },
    async refreshToken() {
      const r = await post('/api/game/bet/cSports/token', {}, { authorization: siteToken });
      if (r.code === 200) fbToken = r.data.token;
      return r;
    },
    setProviderToken(token: string) {
      fbToken = token;
    },
    /** A provider call with the token; ENG names and the VND currency id unless given. */
    fb: (path: string, body: object = {}) =>
      post(`/fb/v1/${path}`, { languageType: 'ENG', ...body }, { authorization: fbToken }),
    site: (path: string, body: object = {}) => post(path, body, { authorization: siteToken }),
    async control(path: string, body: unknown = {}, method = 'POST'): Promise<any> {
      const r = await fetch(`${sim.url}/sim/control${path}`, {
        method,
        headers: {
          'x-sim-scope': scope,
          ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify(body) }),
      });
      return r.json();
    },
    /** The user's ledger with the orders this scope made: demo's seeded month is left out (demo-history.ts). */
    async ledger(userName = 'demo'): Promise<any> {
      const l = await c.control(`/ledger?userName=${userName}`, undefined, 'GET');
      return l.orders ? { ...l, orders: l.orders.filter((o: { id: string }) => !isHistoryOrder(o.id)) } : l;
    },
    async balance(): Promise<number> {
      return (await c.site('/api/fund/wallet/member/local')).data.memberWallet;
    },
    /** Polls getStakeOrderStatus until the order reaches one of `sts`. */
    async waitStatus(orderId: string, sts: number[], ms = 6000): Promise<any> {
      const until = Date.now() + ms;
      for (;;) {
        const r = await c.fb('order/getStakeOrderStatus', { orderIds: [orderId] });
        const s = r.data?.[0];
        if (s && sts.includes(s.st)) return s;
        if (Date.now() > until) throw new Error(`order ${orderId} stuck at ${JSON.stringify(s)}`);
        await sleep(40);
      }
    },
    /** Today's soccer matches (not started), full detail. */
    async prematch(count: number, sportId = 1): Promise<any[]> {
      const list = await c.fb('match/getList', { type: 3, sportId, size: 50 });
      const ids = list.data.records.map((m: any) => m.id).slice(0, count);
      return Promise.all(ids.map(async (id: number) => (await c.fb('match/getMatchDetail', { matchId: id })).data));
    },
    async detail(matchId: number): Promise<any> {
      return (await c.fb('match/getMatchDetail', { matchId })).data;
    },
    /** A single placed with the price shown; answers the envelope. */
    single(s: Sel, unitStake: number, cid: string, oddsChange = 0, odds = s.od) {
      return c.fb('order/bet/singlePass', {
        currencyId: 1000,
        singleBetList: [
          {
            unitStake,
            oddsChange,
            clientOrderId: cid,
            betOptionList: [{ marketId: s.marketId, optionType: s.ty, odds, oddsFormat: 1 }],
          },
        ],
      });
    },
  };
  return c;
}

export type Client = ReturnType<typeof client>;

/** A logged-in demo in its own scope, confirmations immediate, a known balance. */
export async function loggedInDemo(sim: Simulator, scope: string, balance = 10_000_000): Promise<Client> {
  const c = client(sim, scope);
  await c.login();
  await c.control('/order-faults', { kind: 'confirm-delay', ms: 0 });
  await c.control('/balance', { userName: 'demo', balance });
  return c;
}

/** A selection of a match record: the main market of (mty, pe), option `ty`. */
export function sel(match: any, mty: number, pe: number, ty: number, main = true): Sel {
  const g = match.mg.find((x: any) => x.mty === mty && x.pe === pe);
  if (!g) throw new Error(`match ${match.id} has no group ${mty}/${pe}`);
  const mk = g.mks.find((x: any) => (main ? x.mbl === 1 : x.mbl === 0)) ?? g.mks[0];
  const op = mk.op.find((o: any) => o.ty === ty);
  if (!op) throw new Error(`market ${mk.id} has no option ${ty}`);
  return { matchId: match.id, marketId: mk.id, ty, od: op.od, li: mk.li };
}

/** Unique client order ids per test. */
let n = 0;
export const cid = (tag = 'c') => `${tag}-${Date.now().toString(36)}-${(n++).toString(36)}`.padEnd(8, '0');
