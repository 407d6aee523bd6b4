import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import type { FeeStatus, StreamInfo } from '../../src/api/live/live-schemas';
import {
  INSUFFICIENT_BALANCE,
  roomMachine,
  STREAM_NOT_FOUND,
  type RoomEvent,
} from '../../src/machines/live/room.machine';
import {
  browserPaths,
  EVENTS,
  liveRoomModel,
  modelPaths,
  STATES,
  type ModelEvent,
  type ModelState,
} from '../model/live-room.model';

/**
 * The live room model's paths (tests/model/live-room.model.ts) against the real chart, its actors
 * played by a fake server: one world (the stream's status, the fee, the wallet, the next failures)
 * that the model's events change and the fake actors answer from. After each step the chart must
 * be where the model says, with the status watch running exactly while a room is shown, the wallet
 * debited once when (and only when) paying went through, and nothing running after a leave.
 */

const PRICE = 20_000;
type Status = 1 | 2 | 3 | 4;

interface World {
  known: boolean;
  status: Status;
  fee: boolean;
  paid: boolean;
  balance: number;
  infoFails: number;
  feeFails: number;
  payFails: number;
}

const info = (w: World): StreamInfo =>
  ({
    id: 9001,
    presenterId: 501,
    presenterName: 'Linh Anh',
    avatar: '',
    title: 'Live',
    cover: '',
    tags: [],
    status: w.status,
    startTime: 0,
    endTime: undefined,
    viewers: 10,
    fbId: 1,
    sportId: 1,
    fee: w.fee ? PRICE : 0,
    match: null,
    groupId: 'room-9001',
    presenter: { id: 501, nickName: 'Linh Anh', avatar: '', intro: '', followers: 1, following: false },
    reserved: false,
    reserveCount: 0,
    feeInfo: { required: w.fee, price: w.fee ? PRICE : 0, paid: w.paid },
    lines:
      w.status === 2 || w.status === 3
        ? [{ id: 'line-1', name: 'Line 1', url: '/x.flv', expiresIn: null, expiresAt: null }]
        : [],
  }) as StreamInfo;

const http500 = () => new ApiError('server', 'HTTP 500', { status: 500, path: '/x' });
const siteError = (code: number) => new ApiError('server', 'no', { code, path: '/x' });
/** What getStreamStatus says, as the page's poll turns it into an event (src/views/live-room/use-room.ts). */
const onAir = (s: Status) => (s === 1 ? 'upcoming' : s === 2 ? 'live' : s === 3 ? 'offline' : 'ended');

/** Lets the fake actors' promises settle (no timers anywhere in the chart). */
const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
};

function harness() {
  const w: World = {
    known: true,
    status: 2,
    fee: false,
    paid: true,
    balance: 100_000,
    infoFails: 0,
    feeFails: 0,
    payFails: 0,
  };
  const watchers = new Set<(e: RoomEvent) => void>();
  let pays = 0;
  const machine = roomMachine.provide({
    actors: {
      loadInfo: fromPromise(async () => {
        if (w.infoFails > 0) {
          w.infoFails -= 1;
          throw http500();
        }
        if (!w.known) throw siteError(STREAM_NOT_FOUND);
        return info(w);
      }),
      feeStatus: fromPromise(async (): Promise<FeeStatus> => {
        if (w.feeFails > 0) {
          w.feeFails -= 1;
          throw http500();
        }
        return { streamId: 9001, fee: w.fee, price: PRICE, paid: w.paid, balance: w.balance, currency: 'VND' };
      }),
      payFee: fromPromise(async () => {
        if (w.payFails > 0) {
          w.payFails -= 1;
          throw http500();
        }
        if (w.balance < PRICE) throw siteError(INSUFFICIENT_BALANCE);
        pays += 1;
        w.balance -= PRICE;
        w.paid = true;
        return { streamId: 9001, paid: true as const, balance: w.balance };
      }),
      watchStatus: fromCallback<RoomEvent, { streamId: number }>(({ sendBack }) => {
        watchers.add(sendBack);
        return () => watchers.delete(sendBack);
      }),
    },
  });
  let actor: Actor<typeof machine> | null = null;
  const open = async (change: Partial<World>) => {
    Object.assign(w, change);
    actor = createActor(machine, { input: { id: '9001' } });
    actor.start();
    expect(actor.getSnapshot().matches('loading'), 'opening starts by loading the info').toBe(true);
    await settle();
  };
  const room = () => {
    if (!actor) throw new Error('no room open');
    return actor;
  };
  /** The page's status poll: one answer to every running watch. */
  const poll = async (status: Status) => {
    w.status = status;
    for (const send of [...watchers]) send({ type: 'STATUS', status: onAir(status) });
    await settle();
  };
  const pay = async (change: Partial<World> = {}) => {
    Object.assign(w, change);
    room().send({ type: 'PAY' });
    expect(room().getSnapshot().matches({ feeGate: 'paying' }), 'Pay shows the payment under way').toBe(true);
    await settle();
  };
  const events: Record<ModelEvent, () => Promise<void>> = {
    OPEN_LIVE: () => open({ status: 2 }),
    OPEN_OFFLINE: () => open({ status: 3 }),
    OPEN_UPCOMING: () => open({ status: 1 }),
    OPEN_ENDED: () => open({ status: 4 }),
    OPEN_UNKNOWN: () => open({ known: false }),
    OPEN_FAILS: () => open({ infoFails: 1 }),
    OPEN_FEE: () => open({ fee: true, paid: false }),
    OPEN_FEE_PRICE_FAILS: () => open({ fee: true, paid: false, feeFails: 1 }),
    RETRY: async () => {
      room().send({ type: 'RETRY' });
      await settle();
    },
    PAY: () => pay(),
    PAY_SHORT: () => pay({ balance: PRICE / 4 }),
    PAY_FAILS: () => pay({ payFails: 1 }),
    TOP_UP_AND_PAY: () => pay({ balance: 100_000 }),
    GO_OFFLINE: () => poll(3),
    GO_LIVE: () => poll(2),
    END: () => poll(4),
    LEAVE: async () => {
      room().stop();
      await settle();
    },
  };

  const chartOf: Record<
    Exclude<ModelState, 'closed' | 'left'>,
    { value: object | string; problem?: 'insufficient' | 'failed' | null }
  > = {
    failed: { value: 'failed' },
    notFound: { value: 'notFound' },
    feeUnavailable: { value: { feeGate: 'unavailable' } },
    feeAsking: { value: { feeGate: 'asking' }, problem: null },
    feeShort: { value: { feeGate: 'asking' }, problem: 'insufficient' },
    feePayFailed: { value: { feeGate: 'asking' }, problem: 'failed' },
    live: { value: { room: 'live' } },
    offline: { value: { room: 'offline' } },
    upcoming: { value: { room: 'upcoming' } },
    ended: { value: 'ended' },
  };
  const inRoom: ReadonlySet<ModelState> = new Set(['live', 'offline', 'upcoming']);
  /** Where the status is watched: the room, and the fee gate (a stream ending there must not be paid for). */
  const watched: ReadonlySet<ModelState> = new Set([
    ...inRoom,
    'feeUnavailable',
    'feeAsking',
    'feeShort',
    'feePayFailed',
  ]);
  const check = (expected: ModelState) => () => {
    if (expected === 'closed') {
      expect(actor).toBeNull();
      return;
    }
    if (expected === 'left') {
      expect(room().getSnapshot().status).toBe('stopped');
      expect(watchers.size, 'no status watch survives a leave').toBe(0);
      return;
    }
    const want = chartOf[expected];
    const snap = room().getSnapshot();
    expect(snap.value, `model state ${expected}`).toEqual(want.value);
    if (want.problem !== undefined) expect(snap.context.payProblem).toBe(want.problem);
    expect(watchers.size, `status watches in ${expected}`).toBe(watched.has(expected) ? 1 : 0);
    if (expected.startsWith('fee')) {
      // Nothing was taken while the gate is up, and the gate shows what the server said.
      expect(pays).toBe(0);
      if (expected !== 'feeUnavailable') expect(snap.context.fee).toMatchObject({ price: PRICE, paid: false });
    }
    if (expected === 'ended') expect(pays, 'nothing paid for an ended stream').toBe(w.fee && w.paid ? 1 : 0);
    if (inRoom.has(expected) && w.fee) {
      // A fee room opens only once paid, and paid once.
      expect(pays).toBe(1);
      expect(snap.context.info?.feeInfo.paid).toBe(true);
    }
  };
  const states = Object.fromEntries(Object.keys(liveRoomModel.config.states!).map((s) => [s, check(s as ModelState)]));
  return {
    params: {
      states: {
        ...states,
        '*': (s: { value: unknown }) => {
          throw new Error(`no check for ${JSON.stringify(s.value)}`);
        },
      },
      events,
    },
    stop: () => {
      actor?.stop();
      expect(watchers.size).toBe(0);
    },
  };
}

describe('live room model against the real chart', () => {
  const paths = modelPaths();
  it('covers every state and every transition', () => {
    const states = Object.keys(liveRoomModel.config.states!);
    const reached = new Set(paths.map((p) => String(p.path.state.value)));
    expect([...reached].sort()).toEqual(states.sort());
    expect(Object.keys(STATES).sort()).toEqual(states.sort());
    const events = new Set(Object.values(liveRoomModel.root.states).flatMap((s) => Object.keys(s.config.on ?? {})));
    expect([...events].sort()).toEqual(Object.keys(EVENTS).sort());
    const transitions = Object.values(liveRoomModel.root.states).reduce(
      (n, s) => n + Object.keys(s.config.on ?? {}).length,
      0,
    );
    expect(paths.filter((p) => p.title.includes('--')).length).toBe(transitions);
  });
  it('the browser paths are walks of the model and reach every state', () => {
    const reached = new Set(browserPaths().flatMap(({ path }) => path.steps.map((s) => String(s.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(liveRoomModel.config.states!).sort());
  });
  for (const { title, path } of [
    ...paths,
    ...browserPaths().map((p) => ({ title: `browser path: ${p.title}`, path: p.path })),
  ]) {
    it(title, async () => {
      const h = harness();
      try {
        await path.test(h.params as never);
      } finally {
        h.stop();
      }
    });
  }
});
