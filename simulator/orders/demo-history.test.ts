import { describe, expect, it } from 'vitest';
import { createScopeState } from '../core/scope-state';
import { SiteStore } from '../site/site-store';
import { adjust, balanceMinor, toMinor, transactionsOf } from '../site/wallet';
import { weeklyTurnover } from '../site/promo/rebate-turnover';
import { accountOf } from './book';
import { demoHistory } from './demo-history';
import { ST } from './types';

const SEED = 20261122;
const START = Date.parse('2026-11-22T10:00:00Z');
const store = new SiteStore();
const demo = store.user('demo')!;

describe('the demo account lived a month before the start', () => {
  it('has deposits, a bonus, a withdrawal, settled singles, a parlay and a cash-out', () => {
    const { lines, orders } = demoHistory(SEED, demo, START);
    const kinds = lines.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'deposit').length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l.kind === 'withdraw').map((l) => Math.sign(l.amountMinor))).toEqual([-1]);
    expect(kinds.filter((k) => k === 'promo')).toHaveLength(1);
    expect(orders.every((o) => o.st === ST.settled)).toBe(true);
    expect(orders.filter((o) => o.legs.length === 1 && !o.co).length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((o) => o.legs.length > 1)).toHaveLength(1);
    expect(orders.filter((o) => o.co === 1)).toHaveLength(1);
    expect(orders.some((o) => (o.payoutMinor ?? 0) > o.stakeMinor)).toBe(true);
    expect(orders.some((o) => o.payoutMinor === 0)).toBe(true);
  });

  it('adds up to the balance the account starts with, and nothing is dated after the start', () => {
    const state = createScopeState({ seed: SEED, startedAt: START });
    const lines = transactionsOf(state, demo);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(toMinor(demo, demo.balance));
    expect(lines.at(-1)!.balanceAfterMinor).toBe(balanceMinor(state, demo));
    expect(balanceMinor(state, demo)).toBe(toMinor(demo, demo.balance));
    let running = 0;
    for (const line of lines) {
      running += line.amountMinor;
      expect(line.balanceAfterMinor).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
      expect(line.at).toBeLessThan(START);
      expect(line.at).toBeGreaterThan(START - 32 * 86_400_000);
    }
    for (const order of accountOf(state, demo).orders.values()) {
      expect(order.bt).toBeLessThan(START);
      expect(order.timeline.every((t) => t.at < START)).toBe(true);
      expect(order.legs.every((l) => l.mbt < START)).toBe(true);
      const own = lines.filter((l) => l.ref === order.id);
      expect(own.filter((l) => l.kind === 'bet').map((l) => l.amountMinor)).toEqual([-order.stakeMinor]);
      const payouts = own.filter((l) => l.kind === 'payout').map((l) => l.amountMinor);
      expect(payouts).toEqual(order.payoutMinor ? [order.payoutMinor] : []);
    }
  });

  it('shows a newcomer a single won, a single lost, a parlay and a cash-out placed in the last 7 days', () => {
    const { orders } = demoHistory(SEED, demo, START);
    const week = orders.filter((o) => o.bt > START - 7 * 86_400_000);
    expect(week.filter((o) => o.legs.length > 1)).toHaveLength(1);
    expect(week.filter((o) => o.co === 1)).toHaveLength(1);
    const singles = week.filter((o) => o.legs.length === 1 && !o.co);
    expect(singles.some((o) => o.payoutMinor! > o.stakeMinor)).toBe(true);
    expect(singles.some((o) => o.payoutMinor === 0)).toBe(true);
  });

  it('is history only: the weekly rebate counts none of it', () => {
    const state = createScopeState({ seed: SEED, startedAt: START });
    expect(accountOf(state, demo).orders.size).toBeGreaterThan(0);
    expect(weeklyTurnover(state, demo, START)).toBe(0);
  });

  it('is the same for every scope and run, and new money moves on from it', () => {
    expect(demoHistory(SEED, demo, START)).toEqual(demoHistory(SEED, demo, START));
    expect(demoHistory(SEED + 1, demo, START)).not.toEqual(demoHistory(SEED, demo, START));
    const a = createScopeState({ seed: SEED, startedAt: START });
    const b = createScopeState({ seed: SEED, startedAt: START });
    adjust(a, demo, -50_000, { kind: 'bet', at: START + 1000, ref: 'x' });
    expect(transactionsOf(a, demo)).toHaveLength(transactionsOf(b, demo).length + 1);
    expect(transactionsOf(a, demo).at(-1)!.balanceAfterMinor).toBe(toMinor(demo, demo.balance)! - 50_000);
    expect(balanceMinor(b, demo)).toBe(toMinor(demo, demo.balance));
  });

  it('is demo only: other accounts start with no lines and no orders', () => {
    const state = createScopeState({ seed: SEED, startedAt: START });
    const fan = store.user('fan')!;
    expect(transactionsOf(state, fan)).toHaveLength(0);
    expect(accountOf(state, fan).orders.size).toBe(0);
    expect(demoHistory(SEED, fan, START)).toEqual({ lines: [], orders: [] });
  });
});
