import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { createSiteClient } from '../../src/api/site-client';
import { createFundApi } from '../../src/api/site/fund-api';
import { fundRefusalOf } from '../../src/api/site/fund-errors';
import { createMemberApi } from '../../src/api/site/member-api';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

/**
 * The cashier (docs/wallet-api.md) through the real site client and its schemas: deposits credited
 * once per client order id, withdrawals refused over the balance and the day's limit, the
 * transaction list, and the game wallets collected.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function signIn(userName = 'demo', password = 'demo1234') {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  const r = await fetch(`${harness.sim.url}/api/user/auth/account-login/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.scopeHeader },
    body: JSON.stringify({ userName, password }),
  });
  t.setToken(((await r.json()) as { data: { accessToken: string } }).data.accessToken);
  const site = scopedSiteClient(createSiteClient(t.ctx, 'site'), scope);
  await t.control('/fund/config', { settleMs: null });
  return { t, fund: createFundApi(site), member: createMemberApi(site) };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return fundRefusalOf(error);
  }
  throw new Error('expected a refusal');
}

describe('cashier against the simulator', () => {
  it('a deposit is one order per client id and credits the wallet once when settled', async () => {
    const { t, fund, member } = await signIn();
    const before = await member.balance();
    const channels = await fund.channels();
    expect(channels.map((c) => c.id)).toEqual(['bank', 'ewallet', 'usdt']);
    const req = { channelId: 'bank' as const, amount: '500000', clientOrderId: 'dep-1' };
    const [a, b] = await Promise.all([fund.deposit(req), fund.deposit(req)]);
    expect(a.orderId).toBe(b.orderId);
    expect(a.status).toBe('pending');
    expect(await member.balance()).toBe(before);
    await t.control('/fund/settle', { orderId: a.orderId, outcome: 'ok' });
    await t.control('/fund/settle', { orderId: a.orderId, outcome: 'ok' });
    expect((await fund.order(a.orderId)).status).toBe('credited');
    expect(await member.balance()).toBe(before + 500_000);
    const orders = (await (
      await fetch(`${harness.sim.url}/sim/control/fund/orders?userName=demo`, { headers: t.scopeHeader })
    ).json()) as { orders: unknown[] };
    expect(orders.orders).toHaveLength(1);
  });

  it('refuses amounts that break the channel rule, with the named reason', async () => {
    const { fund } = await signIn();
    expect(await refusal(fund.deposit({ channelId: 'bank', amount: '150000.5', clientOrderId: 'x1' }))).toBe(
      'tooManyDecimals',
    );
    expect(await refusal(fund.deposit({ channelId: 'bank', amount: '1000', clientOrderId: 'x2' }))).toBe('belowMin');
    expect(await refusal(fund.deposit({ channelId: 'ewallet', amount: '30000000', clientOrderId: 'x3' }))).toBe(
      'aboveMax',
    );
    const usdt = await fund.deposit({ channelId: 'usdt', amount: '10.55', clientOrderId: 'x4' });
    expect(usdt.credit).toBe(263_750);
  });

  it('a withdrawal holds the money at once; over the balance or the day limit is refused; a failed payout gives it back', async () => {
    const { t, fund, member } = await signIn();
    await t.control('/balance', { userName: 'demo', balance: 12_000_000 });
    const info = await fund.withdrawInfo();
    expect(info.cards.map((c) => c.cardNo.slice(-4))).toEqual(['0001', '5678']);
    expect(info).toMatchObject({ dailyLimit: 20_000_000, remainingToday: 20_000_000, balance: 12_000_000 });
    expect(await refusal(fund.withdraw({ cardId: 1, amount: '12000001', clientOrderId: 'w0' }))).toBe('aboveMax');
    const first = await fund.withdraw({ cardId: 2, amount: '9000000', clientOrderId: 'w1' });
    expect(await member.balance()).toBe(3_000_000);
    expect(await refusal(fund.withdraw({ cardId: 1, amount: '5000000', clientOrderId: 'w2' }))).toBe('overBalance');
    await t.control('/balance', { userName: 'demo', balance: 15_000_000 });
    await fund.withdraw({ cardId: 1, amount: '10000000', clientOrderId: 'w3' });
    expect((await fund.withdrawInfo()).remainingToday).toBe(1_000_000);
    expect(await refusal(fund.withdraw({ cardId: 1, amount: '2000000', clientOrderId: 'w4' }))).toBe('overDailyLimit');
    await t.control('/fund/settle', { orderId: first.orderId, outcome: 'failed' });
    expect(await member.balance()).toBe(14_000_000);
    expect((await fund.withdrawInfo()).remainingToday).toBe(10_000_000);
  });

  it('lists the movements of a window newest first, and collects the game wallets once', async () => {
    const { t, fund, member } = await signIn();
    const before = await member.balance();
    const all = { startTime: 0, endTime: Number.MAX_SAFE_INTEGER, pageNum: 1, pageSize: 20 };
    // demo starts with a month of history (docs/simulator.md, "Demo accounts"): count only what this test adds.
    const history = (await fund.transactions(all)).total;
    expect(history).toBeGreaterThan(0);
    const wallets = await fund.gameWallets();
    expect(wallets.reduce((s, w) => s + w.balance, 0)).toBe(173_500);
    expect((await fund.collect()).balance).toBe(before + 173_500);
    expect(await refusal(fund.collect())).toBe('nothingToCollect');
    const dep = await fund.deposit({ channelId: 'ewallet', amount: '60000', clientOrderId: 'tx-1' });
    await t.control('/fund/settle', { orderId: dep.orderId, outcome: 'ok' });
    const page = await fund.transactions(all);
    expect(page.total).toBe(history + 2);
    expect(page.records.slice(0, 2).map((r) => r.kind)).toEqual(['deposit', 'collect']);
    expect(page.records[0]).toMatchObject({ amount: 60_000, balanceAfter: before + 173_500 + 60_000 });
    const none = await fund.transactions({ startTime: 0, endTime: 1, pageNum: 1, pageSize: 20 });
    expect(none.total).toBe(0);
  });
});
