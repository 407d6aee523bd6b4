import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import { sampleReservation } from '../../../tests/support/order-fixtures';
import { Reservation } from '../../api/provider/order-schemas';
import * as v from 'valibot';
import { reserveCancelMachine } from './reserve-cancel.machine';

function start(cancel: (id: string) => Promise<Reservation>) {
  const calls: string[] = [];
  const spies = { cancelled: vi.fn(), listChanged: vi.fn(), refreshBalance: vi.fn() };
  const actor = createActor(
    reserveCancelMachine.provide({
      actors: {
        cancel: fromPromise(({ input }: { input: { id: string } }) => {
          calls.push(input.id);
          return cancel(input.id);
        }),
      },
      actions: {
        cancelled: (_, params) => spies.cancelled(params),
        listChanged: spies.listChanged,
        refreshBalance: spies.refreshBalance,
      },
    }),
    { input: { id: 'R-1' } },
  ).start();
  return { actor, calls, ...spies };
}

const cancelledReservation = v.parse(Reservation, sampleReservation('R-1', { st: 2 }));

describe('reserve-cancel machine', () => {
  it('asks first; cancel in the dialog sends nothing', () => {
    const { actor, calls } = start(async () => cancelledReservation);
    actor.send({ type: 'REQUEST' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('confirmed: cancels, reports the reservation as it is now, refreshes the balance', async () => {
    const { actor, calls, cancelled, refreshBalance, listChanged } = start(async () => cancelledReservation);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['R-1']);
    expect(cancelled).toHaveBeenCalledWith({ reservation: cancelledReservation });
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(listChanged).not.toHaveBeenCalled();
  });

  it('3010: no longer waiting, the failure says so (no retry), and closing it loads the list again', async () => {
    const { actor, calls, listChanged, refreshBalance } = start(async () => {
      throw new ApiError('server', 'Reservation closed', { code: 3010 });
    });
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.reason).toBe('reserveClosed');
    expect(listChanged).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls).toEqual(['R-1']);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(listChanged).toHaveBeenCalledTimes(1);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('any other failure can be retried or closed', async () => {
    let n = 0;
    const { actor, listChanged } = start(async () => {
      n += 1;
      if (n === 1) throw new ApiError('timeout', 'slow');
      return cancelledReservation;
    });
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.reason).toBe('timeout');
    expect(listChanged).not.toHaveBeenCalled();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(listChanged).not.toHaveBeenCalled();
  });
});
