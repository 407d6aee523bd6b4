import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import { reserveBetMachine, reserveReasons, type ReserveLeg, type ReserveRequestShape } from './reserve-bet.machine';

const leg: ReserveLeg = { matchId: 1, marketId: 10, optionType: 1, odds: 1.9, smin: 10_000, smax: 500_000 };

describe('reserveReasons', () => {
  it('names each reason the reservation cannot be sent', () => {
    expect(reserveReasons(leg, 'x', '', null)).toEqual(['invalidTarget', 'noStake']);
    expect(reserveReasons(leg, '1.90', '20000', null)).toEqual(['targetNotAbove']);
    expect(reserveReasons(leg, '2.00', '1.234', null)).toEqual(['invalidStake']);
    expect(reserveReasons(leg, '2.00', '5000', null)).toEqual(['belowMin']);
    expect(reserveReasons(leg, '2.00', '600000', null)).toEqual(['aboveMax']);
    expect(reserveReasons(leg, '2.00', '20000', 15_000)).toEqual(['overBalance']);
    expect(reserveReasons(leg, '2.00', '20000', 15_000_000)).toEqual([]);
  });
});

describe('reserve bet chart', () => {
  const start = (reserve: (input: ReserveRequestShape) => Promise<{ id: string }>) => {
    const spy = vi.fn(reserve);
    const actor = createActor(
      reserveBetMachine.provide({ actors: { reserve: fromPromise(({ input }) => spy(input)) } }),
      { input: { leg } },
    ).start();
    return { actor, spy };
  };

  it('starts one step above the price and sends nothing while a reason stands', () => {
    const { actor, spy } = start(async () => ({ id: 'R1' }));
    expect(actor.getSnapshot().context.target).toBe('2.00');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spy).not.toHaveBeenCalled();
  });

  it('a lost answer is retried with the same client id; a refusal goes back to editing with its reason', async () => {
    let calls = 0;
    const { actor, spy } = start(async () => {
      calls++;
      if (calls === 1) throw new ApiError('timeout', 'timeout');
      if (calls === 2) throw new ApiError('server', 'stake too low', { code: 3002 });
      return { id: 'R1' };
    });
    actor.send({ type: 'SET_STAKE', text: '20000' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('timeout');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe('belowMin');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.reservationId).toBe('R1');
    const ids = spy.mock.calls.map(([input]) => input.clientOrderId);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^r[A-Za-z0-9]{16}$/);
    expect(spy.mock.calls[0]![0]).toMatchObject({
      matchId: 1,
      marketId: 10,
      optionType: 1,
      odds: 2,
      unitStake: 20_000,
    });
  });
});
