import { describe, expect, it } from 'vitest';
import { MAX_GIFTS, MAX_LEDGER_LINES, MAX_ORDERS, MAX_REPLAYS, replayCache } from './bounded';
import { MAX_SCOPES, Scoped } from './scope';
import { createScopeState } from './scope-state';
import { configOverrides } from '../site/config-routes';
import { gamesScope, MAX_TICKETS, tickets, type Ticket } from '../site/games/games-state';
import { covers, MAX_COVER_BYTES, MAX_COVERS } from '../live/presenter/presenter-state';
import {
  fundScope,
  MAX_FUND_ORDERS,
  recordWithdrawal,
  withdrawnToday,
  type DepositOrder,
  type WithdrawOrder,
} from '../site/fund/fund-state';
import { promoScope } from '../site/promo/promo-state';
import { inviteScope } from '../site/invite/invite-routes';
import type { SimUser } from '../site/site-store';
import { accountOf, keepRecentOrders, keepRecentReservations } from '../orders/book';
import { ST } from '../orders/types';
import { adjust, balanceMinor, setBalance, transactionsOf } from '../site/wallet';
import { incomeScope, recordGift } from '../live/income/income-state';
import type { SimContext } from './context';
import type { Order, Reservation } from '../orders/types';

/** Every map keyed by what a client sends has a cap: past it, the oldest entry goes. */

describe('bounded simulator state', () => {
  it('scopes: the least recently used named scope goes; the empty scope never does', () => {
    const scoped = new Scoped(() => ({ n: 0 }), 3);
    scoped.get('').n = 7;
    for (const name of ['a', 'b', 'c']) scoped.get(name);
    scoped.get('a');
    scoped.get('d');
    expect(scoped.has('b')).toBe(false);
    expect(['a', 'c', 'd'].map((s) => scoped.has(s))).toEqual([true, true, true]);
    expect(scoped.get('').n).toBe(7);
    expect(new Scoped(() => ({})).get('x')).toEqual({});
    // The default cap is the one the simulator's registries use; a cheap state keeps this fast on a loaded machine
    // (seeding MAX_SCOPES + 1 real scope states took over 15 s there).
    const real = new Scoped(() => ({}));
    for (let i = 0; i <= MAX_SCOPES; i++) real.get(`scope-${i}`);
    expect(real.has('scope-0')).toBe(false);
    expect(real.has(`scope-${MAX_SCOPES}`)).toBe(true);
  });

  it('replay answers (games jumps, promo and invite client keys, fund client order ids): the latest MAX_REPLAYS', () => {
    const cache = replayCache<{ i: number }>();
    for (let i = 0; i <= MAX_REPLAYS; i++) cache.set(`k${i}`, { i });
    expect(cache.has('k0')).toBe(false);
    expect(cache.get(`k${MAX_REPLAYS}`)).toEqual({ i: MAX_REPLAYS });
    const state = createScopeState();
    for (const map of [
      gamesScope(state).jumps,
      promoScope(state).answers,
      inviteScope(state).answers,
      fundScope(state).byClientId,
    ]) {
      for (let i = 0; i <= MAX_REPLAYS; i++) map.set(`k${i}`, { kind: 'deposit' } as DepositOrder);
      expect(map.has('k0')).toBe(false);
      expect(map.size).toBe(MAX_REPLAYS);
    }
  });

  it('config overrides: one per scope, as many as the scopes', () => {
    for (let i = 0; i <= MAX_SCOPES; i++) configOverrides.set(`bound-${i}`, { env: 'x' });
    expect(configOverrides.has('bound-0')).toBe(false);
    expect(configOverrides.has(`bound-${MAX_SCOPES}`)).toBe(true);
    for (let i = 0; i <= MAX_SCOPES; i++) configOverrides.delete(`bound-${i}`);
  });

  it('game tickets: the latest MAX_TICKETS', () => {
    const ticket = (id: string): Ticket & { scope: string } => ({
      ticket: id,
      scope: '',
      userName: 'demo',
      gameId: 1,
      walletCode: 'x',
      spins: 0,
      issuedAt: 0,
      siteToken: '',
      appOrigin: '',
    });
    for (let i = 0; i <= MAX_TICKETS; i++) tickets.set(`bound-${i}`, ticket(`bound-${i}`));
    expect(tickets.has('bound-0')).toBe(false);
    expect(tickets.has(`bound-${MAX_TICKETS}`)).toBe(true);
    tickets.clear();
  });

  it('uploaded covers: at most MAX_COVERS and MAX_COVER_BYTES', () => {
    const big = Buffer.alloc(512 * 1024);
    const fit = MAX_COVER_BYTES / big.length;
    for (let i = 0; i <= fit; i++) covers.set(`big-${i}`, { type: 'image/png', bytes: big });
    expect(covers.has('big-0')).toBe(false);
    expect(covers.has(`big-${fit}`)).toBe(true);
    covers.clear();
    const small = Buffer.from('x');
    for (let i = 0; i <= MAX_COVERS; i++) covers.set(`small-${i}`, { type: 'image/png', bytes: small });
    expect(covers.has('small-0')).toBe(false);
    expect(covers.size).toBe(MAX_COVERS);
    covers.clear();
  });

  it('fund orders: the latest MAX_FUND_ORDERS, and evicting them never lifts the daily withdraw limit', () => {
    const fund = fundScope(createScopeState());
    const user = { userName: 'Demo' } as SimUser;
    const now = Date.UTC(2026, 10, 22, 4);
    const withdrawal: WithdrawOrder = {
      kind: 'withdraw',
      orderId: 'W1',
      clientOrderId: 'w',
      userName: 'demo',
      cardId: 1,
      amount: 300,
      status: 'pending',
      createdAt: now,
      settledAt: null,
    };
    fund.orders.set(withdrawal.orderId, withdrawal);
    recordWithdrawal(fund, withdrawal);
    for (let i = 0; i < MAX_FUND_ORDERS; i++) {
      const deposit: DepositOrder = {
        kind: 'deposit',
        orderId: `D${i}`,
        clientOrderId: `d${i}`,
        userName: 'demo',
        channelId: 'bank',
        amount: 1,
        credit: 1,
        status: 'pending',
        createdAt: now,
        settledAt: null,
      };
      fund.orders.set(deposit.orderId, deposit);
    }
    expect(fund.orders.has('W1')).toBe(false);
    expect(fund.orders.size).toBe(MAX_FUND_ORDERS);
    expect(withdrawnToday(fund, user, now)).toBe(300);
    // The next service day starts from nothing, and a failed payout does not count.
    expect(withdrawnToday(fund, user, now + 86_400_000)).toBe(0);
    const failed = { ...withdrawal, orderId: 'W2', status: 'failed' as const, createdAt: now + 86_400_000 };
    recordWithdrawal(fund, failed);
    expect(withdrawnToday(fund, user, now + 86_400_000)).toBe(0);
  });

  it('a bettor’s placement counts and clientOrderId replays (orders, reservations): the latest MAX_REPLAYS each', () => {
    // Counted as each request arrives, before its balance is checked: a member with no money could grow them.
    const account = accountOf(createScopeState(), { userName: 'demo' } as SimUser);
    for (let i = 0; i <= MAX_REPLAYS; i++) {
      account.placements.set(`c${i}`, 1);
      account.byCid.set(`c${i}`, {} as Order);
      account.reservationByCid.set(`c${i}`, {} as Reservation);
    }
    for (const map of [account.placements, account.byCid, account.reservationByCid]) {
      expect(map.has('c0')).toBe(false);
      expect(map.has(`c${MAX_REPLAYS}`)).toBe(true);
      expect(map.size).toBe(MAX_REPLAYS);
    }
  });

  it('ledger lines: the latest MAX_LEDGER_LINES per member; the balance is kept whole', () => {
    const state = createScopeState();
    const user = { userName: 'demo', regCurrency: 'VND' } as SimUser;
    setBalance(state, user, 0);
    for (let i = 0; i <= MAX_LEDGER_LINES; i++) adjust(state, user, 1, { kind: 'deposit', at: i });
    const lines = transactionsOf(state, user);
    expect(lines.length).toBe(MAX_LEDGER_LINES);
    expect(lines.at(-1)!.at).toBe(MAX_LEDGER_LINES);
    expect(lines[0]!.at).toBe(1);
    expect(balanceMinor(state, user)).toBe(MAX_LEDGER_LINES + 1);
  });

  it('gifts: the latest MAX_GIFTS per scope', () => {
    const ctx = { scopes: new Scoped(() => createScopeState()) } as unknown as SimContext;
    const gift = { presenterId: '501', roomId: 'r', userName: 'demo', giftId: 1, count: 1, value: 1 };
    for (let i = 0; i <= MAX_GIFTS; i++) recordGift(ctx, 's', { ...gift, at: i });
    const gifts = incomeScope(ctx, 's').gifts;
    expect(gifts.length).toBe(MAX_GIFTS);
    expect(gifts[0]!.at).toBe(1);
  });

  it('orders: past MAX_ORDERS the oldest finished ones go, never one still open', () => {
    const account = accountOf(createScopeState(), { userName: 'nobody' } as SimUser);
    const open = { id: 'open', st: ST.confirming } as Order;
    account.orders.set(open.id, open);
    for (let i = 0; i < MAX_ORDERS; i++) account.orders.set(`o${i}`, { id: `o${i}`, st: ST.settled } as Order);
    keepRecentOrders(account);
    expect(account.orders.size).toBe(MAX_ORDERS);
    expect(account.orders.has('open')).toBe(true);
    expect(account.orders.has('o0')).toBe(false);
    expect(account.orders.has(`o${MAX_ORDERS - 1}`)).toBe(true);
  });

  it('reservations: past MAX_ORDERS the oldest no longer waiting go (reserve and cancel cost nothing), never one waiting', () => {
    const account = accountOf(createScopeState(), { userName: 'nobody' } as SimUser);
    account.reservations.set('waiting', { id: 'waiting', st: 0 } as Reservation);
    for (let i = 0; i < MAX_ORDERS; i++)
      account.reservations.set(`r${i}`, { id: `r${i}`, st: i % 2 ? 2 : 3 } as Reservation);
    keepRecentReservations(account);
    expect(account.reservations.size).toBe(MAX_ORDERS);
    expect(account.reservations.has('waiting')).toBe(true);
    expect(account.reservations.has('r0')).toBe(false);
  });
});
