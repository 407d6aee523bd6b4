import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { ClaimRequest, ClaimResult } from '../../api/site/promo-api';
import { claimMachine } from './claim.machine';

const result = (amount: number): ClaimResult => ({
  action: 'sign',
  amount,
  balance: null,
  prizeId: null,
  spinsLeft: null,
  box: null,
  tierId: null,
  status: null,
  date: null,
});

function start(answers: Array<ClaimResult | Error>) {
  const sent: ClaimRequest[] = [];
  const actor = createActor(
    claimMachine.provide({
      actors: {
        claim: fromPromise<ClaimResult, ClaimRequest>(async ({ input }) => {
          sent.push(input);
          const next = answers.shift();
          if (!next || next instanceof Error) throw next ?? new Error('no answer');
          return next;
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('claim machine (exactly once)', () => {
  it('ignores a second press while claiming: one request', async () => {
    const { actor, sent } = start([result(5000)]);
    actor.send({ type: 'CLAIM', choice: { id: 'sign', action: 'sign' } });
    actor.send({ type: 'CLAIM', choice: { id: 'sign', action: 'sign' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.result?.amount).toBe(5000);
  });

  it('retries a lost answer with the same key, so the server can answer the first claim', async () => {
    const { actor, sent } = start([new ApiError('timeout', 'timeout'), result(8000)]);
    actor.send({ type: 'CLAIM', choice: { id: 'luckyWheel', action: 'spin' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.refusal).toBe('failed');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent.map((r) => r.clientKey)).toEqual([sent[0]!.clientKey, sent[0]!.clientKey]);
  });

  it('a refusal the server explains ends the attempt; the next press is a new key', async () => {
    const { actor, sent } = start([new ApiError('server', 'Already', { code: 1006000002 }), result(1)]);
    actor.send({ type: 'CLAIM', choice: { id: 'sign', action: 'sign' } });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toBe('alreadyDone');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    actor.send({ type: 'CLAIM', choice: { id: 'sign', action: 'sign' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clientKey).not.toBe(sent[0]!.clientKey);
  });
});
