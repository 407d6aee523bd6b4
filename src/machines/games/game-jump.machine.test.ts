import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { JumpAnswer } from '../../api/site/games-api';
import { gameJumpMachine, type JumpTarget } from './game-jump.machine';

const answer = (gameId: number): JumpAnswer => ({
  url: `/sim/game/${gameId}?ticket=t`,
  ticket: 't',
  gameId,
  lobbyId: 10009,
  walletCode: 'slots',
  transferred: 500_000,
  balance: 0,
  gameBalance: 500_000,
});
const target = (gameId = 5001, down = false): JumpTarget => ({
  gameId,
  gameName: 'Lucky Koi',
  down,
  window: down ? { startMs: 1, endMs: 2 } : null,
});

/** A jump server whose answers the test settles by hand; it records every call and whether it was aborted. */
function fakeJumps() {
  const calls: Array<{
    gameId: number;
    clientJumpId: string;
    aborted: () => boolean;
    resolve: (a: JumpAnswer) => void;
    reject: (e: unknown) => void;
  }> = [];
  const jump = fromPromise<JumpAnswer, { gameId: number; clientJumpId: string }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        calls.push({ ...input, aborted: () => signal.aborted, resolve, reject });
      }),
  );
  return { calls, jump };
}

function start(
  jumps = fakeJumps(),
  collect: () => Promise<{ collected: number }> = async () => ({ collected: 625_000 }),
) {
  const refreshes: string[] = [];
  const actor = createActor(
    gameJumpMachine.provide({
      actors: { jump: jumps.jump, collect: fromPromise(() => collect()) },
      actions: { refreshBalance: ({ self }) => void refreshes.push(String(self.getSnapshot().value)) },
    }),
  ).start();
  return { actor, jumps, refreshes, state: () => actor.getSnapshot().value };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('game jump machine', () => {
  it('jumps once for a double press, opens the game and reads the balance again', async () => {
    const { actor, jumps, refreshes, state } = start();
    actor.send({ type: 'JUMP', target: target() });
    actor.send({ type: 'JUMP', target: target() });
    actor.send({ type: 'JUMP', target: target(5002) });
    await flush();
    expect(state()).toBe('jumping');
    expect(jumps.calls).toHaveLength(1);
    expect(jumps.calls[0]!.gameId).toBe(5001);
    expect(jumps.calls[0]!.clientJumpId).toMatch(/^[A-Za-z0-9]{20}$/);
    jumps.calls[0]!.resolve(answer(5001));
    await flush();
    expect(state()).toBe('opened');
    expect(actor.getSnapshot().context.answer?.url).toBe('/sim/game/5001?ticket=t');
    expect(refreshes).toHaveLength(1);
    actor.send({ type: 'JUMP', target: target(5002) });
    expect(state()).toBe('opened');
    expect(jumps.calls).toHaveLength(1);
  });

  it('times out at 10 s, aborting the call; RETRY jumps again with the same id', async () => {
    const { actor, jumps, state } = start();
    actor.send({ type: 'JUMP', target: target() });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state()).toBe('jumping');
    expect(jumps.calls[0]!.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('timedOut');
    expect(actor.getSnapshot().context.failure?.code).toBe('timeout');
    expect(jumps.calls[0]!.aborted()).toBe(true);
    // A late answer of the abandoned call changes nothing.
    jumps.calls[0]!.resolve(answer(5001));
    await flush();
    expect(state()).toBe('timedOut');

    actor.send({ type: 'RETRY' });
    await flush();
    expect(state()).toBe('jumping');
    expect(jumps.calls).toHaveLength(2);
    expect(jumps.calls[1]!.clientJumpId).toBe(jumps.calls[0]!.clientJumpId);
    jumps.calls[1]!.resolve(answer(5001));
    await flush();
    expect(state()).toBe('opened');
  });

  it('a failure is retryable with the same id, and dismissible; a new press is a new id', async () => {
    const { actor, jumps, state } = start();
    actor.send({ type: 'JUMP', target: target() });
    await flush();
    jumps.calls[0]!.reject(new ApiError('network', 'Network Error'));
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.failure?.code).toBe('network');
    actor.send({ type: 'RETRY' });
    await flush();
    expect(jumps.calls[1]!.clientJumpId).toBe(jumps.calls[0]!.clientJumpId);
    jumps.calls[1]!.reject(new ApiError('server', 'Busy', { code: 500 }));
    await flush();
    expect(actor.getSnapshot().context.failure?.code).toBe('server');
    actor.send({ type: 'DISMISS' });
    expect(state()).toBe('idle');
    actor.send({ type: 'JUMP', target: target() });
    await flush();
    expect(jumps.calls[2]!.clientJumpId).not.toBe(jumps.calls[0]!.clientJumpId);
  });

  it('a game known to be closed goes to maintenance without a call', async () => {
    const { actor, jumps, state } = start();
    actor.send({ type: 'JUMP', target: target(5002, true) });
    await flush();
    expect(state()).toBe('maintenance');
    expect(actor.getSnapshot().context.maintenanceWindow).toEqual({ startMs: 1, endMs: 2 });
    expect(jumps.calls).toHaveLength(0);
    actor.send({ type: 'DISMISS' });
    expect(state()).toBe('idle');
  });

  it('a maintenance refusal shows the window the server named (UTC+8 text read as its instant)', async () => {
    const { actor, jumps, state } = start();
    actor.send({ type: 'JUMP', target: target() });
    await flush();
    jumps.calls[0]!.reject(
      new ApiError('server', 'The game is under maintenance', {
        code: 1006000003,
        data: { startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' },
      }),
    );
    await flush();
    expect(state()).toBe('maintenance');
    expect(actor.getSnapshot().context.maintenanceWindow).toEqual({
      startMs: Date.parse('2026-11-22T09:00:00Z'),
      endMs: Date.parse('2026-11-22T13:00:00Z'),
    });
  });

  it('coming back collects the game wallets and reads the balance again; an empty wallet is no failure', async () => {
    let collects = 0;
    const outcomes: Array<() => Promise<{ collected: number }>> = [
      async () => ({ collected: 625_000 }),
      async () => Promise.reject(new ApiError('server', 'Your game wallets are empty', { code: 1005000011 })),
      async () => Promise.reject(new ApiError('network', 'Network Error')),
    ];
    const { actor, jumps, refreshes, state } = start(fakeJumps(), () => outcomes[collects++]!());
    for (const [i, expected] of [
      [0, { collected: 625_000, collectFailed: false }],
      [1, { collected: null, collectFailed: false }],
      [2, { collected: null, collectFailed: true }],
    ] as const) {
      actor.send({ type: 'JUMP', target: target() });
      await flush();
      jumps.calls[i]!.resolve(answer(5001));
      await flush();
      actor.send({ type: 'CLOSE' });
      expect(state()).toBe('collecting');
      await flush();
      expect(state()).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ ...expected, answer: null });
    }
    // Opened, then back: two reads per round.
    expect(refreshes).toHaveLength(6);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context).toMatchObject({ collected: null, collectFailed: false });
  });
});
