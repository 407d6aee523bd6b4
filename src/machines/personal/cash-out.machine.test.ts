import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { CashOutResult } from '../../api/provider/order-schemas';
import { cashOutActors, cashOutMachine, type CashOutBetInput, type CashOutPriceAnswer } from './cash-out.machine';

const input = { orderId: '730', stake: 100_000, parlay: false, acceptOddsChange: false };

function start(opts: {
  prices: (CashOutPriceAnswer | Error)[];
  cashOut?: (input: CashOutBetInput) => Promise<CashOutResult>;
}) {
  const priceCalls: string[] = [];
  const betCalls: CashOutBetInput[] = [];
  const cashedOut = vi.fn();
  const refreshBalance = vi.fn();
  let i = 0;
  const machine = cashOutMachine.provide({
    actors: {
      fetchPrice: fromPromise(async ({ input: { orderId } }: { input: { orderId: string } }) => {
        priceCalls.push(orderId);
        const answer = opts.prices[Math.min(i++, opts.prices.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      cashOut: fromPromise(async ({ input: bet }: { input: CashOutBetInput }) => {
        betCalls.push(bet);
        if (!opts.cashOut) throw new Error('not expected');
        return opts.cashOut(bet);
      }),
    },
    actions: { cashedOut: (_, params) => cashedOut(params), refreshBalance },
    delays: { refresh: 5 },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, priceCalls, betCalls, cashedOut, refreshBalance };
}

const price = (amount: number, status = 1): CashOutPriceAnswer => ({ amount, status, holdMs: 5000 });

describe('cash-out machine', () => {
  it('stays idle until opened, then refreshes the price and marks each change up or down', async () => {
    const { actor, priceCalls } = start({ prices: [price(90_000), price(92_000), price(92_000), price(88_000)] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(priceCalls).toEqual([]);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.context.price?.amount === 90_000);
    expect(actor.getSnapshot().context.direction).toBeNull();
    await waitFor(actor, (s) => s.context.price?.amount === 92_000);
    expect(actor.getSnapshot().context).toMatchObject({ direction: 'up', changes: 1 });
    // Unchanged at the next answer: the mark goes, the last change is still known.
    await waitFor(actor, (s) => priceCalls.length >= 3 && s.matches({ pricing: 'waiting' }));
    expect(actor.getSnapshot().context).toMatchObject({
      direction: null,
      lastChange: { direction: 'up', from: 90_000, to: 92_000 },
    });
    await waitFor(actor, (s) => s.context.price?.amount === 88_000);
    expect(actor.getSnapshot().context).toMatchObject({
      direction: 'down',
      changes: 2,
      lastChange: { direction: 'down', from: 92_000, to: 88_000 },
    });
    expect(new Set(priceCalls)).toEqual(new Set(['730']));
  });

  it('stops asking once closed', async () => {
    const { actor, priceCalls } = start({ prices: [price(90_000)] });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, () => priceCalls.length >= 2);
    actor.send({ type: 'CLOSE' });
    const asked = priceCalls.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(priceCalls.length).toBe(asked);
  });

  it('cannot cash out a suspended price; a price not eligible (or missing) is unavailable', async () => {
    const suspended = start({ prices: [price(90_000, 0)] });
    suspended.actor.send({ type: 'OPEN' });
    await waitFor(suspended.actor, (s) => s.context.price !== null);
    suspended.actor.send({ type: 'CASH_OUT' });
    expect(suspended.actor.getSnapshot().matches('pricing')).toBe(true);

    const notEligible = start({ prices: [price(90_000, -1)] });
    notEligible.actor.send({ type: 'OPEN' });
    await waitFor(notEligible.actor, (s) => s.matches('unavailable'));
    const missing = start({ prices: [{ amount: null, status: -1 }] });
    missing.actor.send({ type: 'OPEN' });
    await waitFor(missing.actor, (s) => s.matches('unavailable'));
    missing.actor.send({ type: 'CLOSE' });
    expect(missing.actor.getSnapshot().value).toBe('idle');
  });

  it('a failed refresh marks the price stale and blocks cashing out until the next answer', async () => {
    const { actor } = start({ prices: [price(90_000), new ApiError('network', 'down'), price(91_000)] });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.context.priceStale);
    actor.send({ type: 'CASH_OUT' });
    expect(actor.getSnapshot().matches('pricing')).toBe(true);
    await waitFor(actor, (s) => !s.context.priceStale && s.context.price?.amount === 91_000);
    actor.send({ type: 'CASH_OUT' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('confirms the amount shown, sends it with the stake and the choice, then reports the result and refreshes the balance', async () => {
    const result: CashOutResult = { id: '730', st: 5, amt: 90_000 };
    const { actor, betCalls, cashedOut, refreshBalance } = start({
      prices: [price(90_000)],
      cashOut: async () => result,
    });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.context.price !== null);
    actor.send({ type: 'CASH_OUT' });
    expect(actor.getSnapshot().context.quote).toBe(90_000);
    actor.send({ type: 'SET_ACCEPT', value: true });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(betCalls).toEqual([
      { orderId: '730', stake: 100_000, amount: 90_000, acceptOddsChange: true, parlay: false },
    ]);
    expect(cashedOut).toHaveBeenCalledWith({ result });
    expect(refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('3008: the new amount becomes the quote to confirm again, then goes through', async () => {
    let calls = 0;
    const { actor, betCalls, refreshBalance } = start({
      prices: [price(90_000)],
      cashOut: async (bet) => {
        calls += 1;
        if (calls === 1) throw new ApiError('server', 'Cash-out price changed', { code: 3008, data: { amt: 87_500 } });
        return { id: '730', st: 5, amt: bet.amount };
      },
    });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.context.price !== null);
    actor.send({ type: 'CASH_OUT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.changedFrom !== null);
    expect(actor.getSnapshot().context).toMatchObject({ quote: 87_500, changedFrom: 90_000 });
    expect(refreshBalance).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(betCalls.map((b) => b.amount)).toEqual([90_000, 87_500]);
    expect(actor.getSnapshot().context.result).toEqual({ id: '730', st: 5, amt: 87_500 });
  });

  it('any other failure is named; retry prices again, cancel in the dialog goes back to the price', async () => {
    const { actor } = start({
      prices: [price(90_000)],
      cashOut: async () => {
        throw new ApiError('server', 'Cannot cash out', { code: 3009 });
      },
    });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.context.price !== null);
    actor.send({ type: 'CASH_OUT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('pricing')).toBe(true);
    actor.send({ type: 'CASH_OUT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ reason: 'cashOutUnavailable', code: 3009 });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('pricing')).toBe(true);
  });

  it('3008 without a readable amount is a failure, not a silent retry', async () => {
    const { actor } = start({
      prices: [price(90_000)],
      cashOut: async () => {
        throw new ApiError('server', 'moved', { code: 3008 });
      },
    });
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.context.price !== null);
    actor.send({ type: 'CASH_OUT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.reason).toBe('cashOutChanged');
  });
});

describe('cash-out actors', () => {
  it('reads this order from the price answer, and a missing order as not eligible', async () => {
    const api = {
      cashOutPrice: vi.fn(async () => ({ mxc: 5000, pr: [{ oid: '1', amt: 10, st: 1 }] })),
      cashOutBet: vi.fn(async (bet: CashOutBetInput) => ({ id: bet.orderId, st: 5, amt: bet.amount })),
    };
    const actors = cashOutActors(api);
    const run = <T>(logic: Parameters<typeof createActor>[0], actorInput: unknown) => {
      const actor = createActor(logic, { input: actorInput });
      actor.start();
      return waitFor(actor, (s) => s.status === 'done').then((s) => s.output as T);
    };
    expect(await run(actors.fetchPrice, { orderId: '1' })).toEqual({ amount: 10, status: 1, holdMs: 5000 });
    expect(await run(actors.fetchPrice, { orderId: '2' })).toEqual({ amount: null, status: -1 });
    expect(
      await run(actors.cashOut, { orderId: '1', stake: 5, amount: 10, acceptOddsChange: false, parlay: true }),
    ).toEqual({ id: '1', st: 5, amt: 10 });
    expect(api.cashOutPrice).toHaveBeenCalledWith(['1'], expect.anything());
  });
});
