import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { FeeStatus, StreamInfo } from '../../api/live/live-schemas';
import { INSUFFICIENT_BALANCE, roomMachine, STREAM_NOT_FOUND, type RoomEvent } from './room.machine';

const info = (over: Partial<StreamInfo> = {}): StreamInfo =>
  ({
    id: 9001,
    presenterId: 501,
    presenterName: 'Linh Anh',
    avatar: '',
    title: 'Live',
    cover: '',
    tags: [],
    status: 2,
    startTime: 0,
    endTime: undefined,
    viewers: 10,
    fbId: 1,
    sportId: 1,
    fee: 0,
    match: null,
    groupId: 'room-9001',
    presenter: { id: 501, nickName: 'Linh Anh', avatar: '', intro: '', followers: 1, following: false },
    reserved: false,
    reserveCount: 0,
    feeInfo: { required: false, price: 0, paid: true },
    lines: [{ id: 'line-1', name: 'Line 1', url: '/x.flv' }],
    ...over,
  }) as StreamInfo;

const serverError = (code: number) => new ApiError('server', 'no', { code, path: '/x' });

function start(opts: { infos: Array<StreamInfo | Error>; fee?: FeeStatus; pay?: Array<Error | null> }) {
  const infos = [...opts.infos];
  const pays = [...(opts.pay ?? [])];
  let statusSink: ((e: RoomEvent) => void) | null = null;
  let loads = 0;
  const actor = createActor(
    roomMachine.provide({
      actors: {
        loadInfo: fromPromise(async () => {
          loads += 1;
          const next = infos.length > 1 ? infos.shift()! : infos[0]!;
          if (next instanceof Error) throw next;
          return next;
        }),
        feeStatus: fromPromise(async () => opts.fee!),
        payFee: fromPromise(async () => {
          const next = pays.shift();
          if (next) throw next;
          return { streamId: 9002, paid: true as const, balance: 30_000 };
        }),
        watchStatus: fromCallback(({ sendBack }) => {
          statusSink = sendBack;
          return () => (statusSink = null);
        }),
      },
    }),
    { input: { id: '9001' } },
  );
  actor.start();
  const until = (value: string) => waitFor(actor as AnyActorRef, (s) => s.matches(value as never), { timeout: 1000 });
  return {
    actor,
    until,
    status: (e: RoomEvent) => statusSink?.(e),
    loads: () => loads,
    watching: () => statusSink !== null,
  };
}

describe('live room chart', () => {
  it('opens a live room, follows the status watch off air and back, and ends', async () => {
    const r = start({ infos: [info()] });
    await r.until('room.live');
    expect(r.watching()).toBe(true);
    r.status({ type: 'STATUS', status: 'offline' });
    expect(r.actor.getSnapshot().matches({ room: 'offline' })).toBe(true);
    r.status({ type: 'STATUS', status: 'live' });
    expect(r.actor.getSnapshot().matches({ room: 'live' })).toBe(true);
    r.status({ type: 'STATUS', status: 'ended' });
    expect(r.actor.getSnapshot().value).toBe('ended');
    // Leaving the room stops the watch.
    expect(r.watching()).toBe(false);
  });

  it('says not found for an unknown stream, and offers a retry after other failures', async () => {
    expect((await start({ infos: [serverError(STREAM_NOT_FOUND)] }).until('notFound')).value).toBe('notFound');
    const r = start({ infos: [new ApiError('network', 'down', { path: '/x' }), info()] });
    await r.until('failed');
    r.actor.send({ type: 'RETRY' });
    await r.until('room.live');
    expect(r.loads()).toBe(2);
  });

  it('an ended stream and an upcoming one: ended at once; upcoming reloads when it goes live', async () => {
    expect((await start({ infos: [info({ status: 4 })] }).until('ended')).value).toBe('ended');
    const r = start({ infos: [info({ status: 1, lines: [] }), info()] });
    await r.until('room.upcoming');
    r.status({ type: 'STATUS', status: 'live' });
    await r.until('room.live');
    expect(r.actor.getSnapshot().context.info?.lines).toHaveLength(1);
  });

  it('fee room: asks with price and balance, a refused payment says why, a payment opens the room', async () => {
    const unpaid = info({ id: 9002, fee: 20_000, feeInfo: { required: true, price: 20_000, paid: false }, lines: [] });
    const paid = info({ id: 9002, fee: 20_000, feeInfo: { required: true, price: 20_000, paid: true } });
    const r = start({
      infos: [unpaid, paid],
      fee: { streamId: 9002, fee: true, price: 20_000, paid: false, balance: 50_000, currency: 'VND' },
      pay: [serverError(INSUFFICIENT_BALANCE), new ApiError('network', 'down', { path: '/x' }), null],
    });
    await r.until('feeGate.asking');
    expect(r.actor.getSnapshot().context.fee).toMatchObject({ price: 20_000, balance: 50_000 });
    r.actor.send({ type: 'PAY' });
    await waitFor(r.actor, (s) => s.context.payProblem === 'insufficient');
    r.actor.send({ type: 'PAY' });
    await waitFor(r.actor, (s) => s.context.payProblem === 'failed');
    r.actor.send({ type: 'PAY' });
    await r.until('room.live');
    expect(r.actor.getSnapshot().context.info?.lines).toHaveLength(1);
    expect(r.actor.getSnapshot().context.fee?.balance).toBe(30_000);
  });
  it('fee room: a stream that ends while the price is shown goes to ended, and nothing can be paid', async () => {
    const unpaid = info({ id: 9002, fee: 20_000, feeInfo: { required: true, price: 20_000, paid: false }, lines: [] });
    const r = start({
      infos: [unpaid],
      fee: { streamId: 9002, fee: true, price: 20_000, paid: false, balance: 50_000, currency: 'VND' },
    });
    await r.until('feeGate.asking');
    expect(r.watching()).toBe(true);
    r.status({ type: 'STATUS', status: 'ended' });
    expect(r.actor.getSnapshot().matches('ended')).toBe(true);
    expect(r.watching()).toBe(false);
    r.actor.send({ type: 'PAY' });
    expect(r.actor.getSnapshot().matches('ended')).toBe(true);
  });
});
