import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { FundOrder } from '../../api/site/fund-api';
import { cashierOrderMachine, type CashierRequest, type StoredCashierOrder } from './cashier-order.machine';

/** A cashier that keeps one order per client order id, as the simulator does, and settles on demand. */
function fakeCashier() {
  const orders = new Map<string, FundOrder>();
  const submits: string[] = [];
  let failNext: unknown = null;
  return {
    orders,
    submits,
    failNext: (error: unknown) => (failNext = error),
    settleAll: () => orders.forEach((o) => (o.status = o.kind === 'deposit' ? 'credited' : 'paid')),
    submit: fromPromise<FundOrder, { request: CashierRequest; clientOrderId: string }>(async ({ input }) => {
      submits.push(input.clientOrderId);
      if (failNext) {
        const error = failNext;
        failNext = null;
        // A lost answer: the order was recorded, the client never heard.
        if (error instanceof ApiError && error.kind === 'timeout') record(input);
        throw error;
      }
      return record(input);
    }),
    check: fromPromise<FundOrder, { orderId: string }>(async ({ input }) => ({
      ...[...orders.values()].find((o) => o.orderId === input.orderId)!,
    })),
  };
  function record(input: { request: CashierRequest; clientOrderId: string }): FundOrder {
    const known = orders.get(input.clientOrderId);
    if (known) return { ...known };
    const order: FundOrder =
      input.request.kind === 'deposit'
        ? {
            kind: 'deposit',
            orderId: `D${orders.size + 1}`,
            clientOrderId: input.clientOrderId,
            amount: Number(input.request.amount),
            credit: Number(input.request.amount),
            channelId: input.request.channelId,
            status: 'pending',
            createdAt: 0,
            settledAt: null,
          }
        : {
            kind: 'withdraw',
            orderId: `W${orders.size + 1}`,
            clientOrderId: input.clientOrderId,
            amount: Number(input.request.amount),
            cardId: input.request.cardId,
            status: 'pending',
            createdAt: 0,
            settledAt: null,
          };
    orders.set(input.clientOrderId, order);
    return { ...order };
  }
}

function start(cashier: ReturnType<typeof fakeCashier>, resume: StoredCashierOrder | null = null) {
  const stored: Array<StoredCashierOrder | null> = [];
  let settled = 0;
  const actor = createActor(
    cashierOrderMachine.provide({
      actors: { submit: cashier.submit, check: cashier.check },
      actions: {
        remember: (_, params) => stored.push(params),
        forget: () => stored.push(null),
        settled: () => (settled += 1),
      },
      delays: { poll: 5 },
    }),
    { input: { resume } },
  ).start();
  return { actor, stored, settledCount: () => settled };
}

const deposit: CashierRequest = { kind: 'deposit', channelId: 'bank', amount: '500000' };

describe('cashier order chart', () => {
  it('sends once, watches the pending order and settles it', async () => {
    const cashier = fakeCashier();
    const { actor, stored, settledCount } = start(cashier);
    actor.send({ type: 'SUBMIT', request: deposit });
    actor.send({ type: 'SUBMIT', request: deposit });
    await waitFor(actor, (s) => s.matches('pending'));
    actor.send({ type: 'SUBMIT', request: deposit });
    expect(cashier.submits).toHaveLength(1);
    expect(stored.at(-1)).toMatchObject({ orderId: 'D1', request: deposit });
    cashier.settleAll();
    await waitFor(actor, (s) => s.matches('settled'));
    expect(actor.getSnapshot().context.order?.status).toBe('credited');
    expect(settledCount()).toBe(1);
    expect(stored.at(-1)).toBeNull();
    actor.send({ type: 'NEW' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.clientOrderId).toBeNull();
  });

  it('comes back to the form on a refusal, and the next send is a new order', async () => {
    const cashier = fakeCashier();
    const { actor, stored } = start(cashier);
    cashier.failNext(new ApiError('server', 'over', { code: 1005000007 }));
    actor.send({ type: 'SUBMIT', request: { kind: 'withdraw', cardId: 1, amount: '99000000' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toBe('overBalance');
    expect(stored.at(-1)).toBeNull();
    actor.send({ type: 'SUBMIT', request: { kind: 'withdraw', cardId: 1, amount: '200000' } });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(new Set(cashier.submits).size).toBe(2);
    expect(cashier.orders.size).toBe(1);
  });

  it('after a lost answer only RETRY sends, with the same id, and one order exists', async () => {
    const cashier = fakeCashier();
    const { actor } = start(cashier);
    cashier.failNext(new ApiError('timeout', 'slow'));
    actor.send({ type: 'SUBMIT', request: deposit });
    await waitFor(actor, (s) => s.matches('unknown'));
    expect(actor.getSnapshot().context.failure?.code).toBe('timeout');
    actor.send({ type: 'SUBMIT', request: deposit });
    expect(cashier.submits).toHaveLength(1);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(cashier.submits).toEqual([cashier.submits[0], cashier.submits[0]]);
    expect(cashier.orders.size).toBe(1);
  });

  it('a reload resumes: an answered order is watched, an unanswered one is sent again with its id', async () => {
    const cashier = fakeCashier();
    const first = start(cashier);
    first.actor.send({ type: 'SUBMIT', request: deposit });
    await waitFor(first.actor, (s) => s.matches('pending'));
    const saved = first.stored.at(-1)!;
    first.actor.stop();

    const answered = start(cashier, saved);
    expect(answered.actor.getSnapshot().matches('pending')).toBe(true);
    cashier.settleAll();
    await waitFor(answered.actor, (s) => s.matches('settled'));
    expect(cashier.submits).toHaveLength(1);

    const unanswered = start(cashier, { request: deposit, clientOrderId: saved.clientOrderId, orderId: null });
    await waitFor(unanswered.actor, (s) => s.matches('settled'));
    expect(cashier.submits).toEqual([saved.clientOrderId, saved.clientOrderId]);
    expect(cashier.orders.size).toBe(1);
  });

  it('keeps watching through failed checks and counts them', async () => {
    const cashier = fakeCashier();
    let fail = 3;
    const actor = createActor(
      cashierOrderMachine.provide({
        actors: {
          submit: cashier.submit,
          check: fromPromise<FundOrder, { orderId: string }>(async ({ input }) => {
            if (fail-- > 0) throw new ApiError('network', 'down');
            return {
              ...[...cashier.orders.values()].find((o) => o.orderId === input.orderId)!,
              status: 'credited',
            } as FundOrder;
          }),
        },
        delays: { poll: 1 },
      }),
      { input: { resume: null } },
    ).start();
    actor.send({ type: 'SUBMIT', request: deposit });
    await waitFor(actor, (s) => s.context.checkFailures === 3);
    await waitFor(actor, (s) => s.matches('settled'));
    expect(actor.getSnapshot().context.checkFailures).toBe(0);
  });
});
