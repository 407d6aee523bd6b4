import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BanInfo } from '../../api/live/ban-api';
import type { LiveChatEvent, RoomSetup } from './live-chat-context';
import { liveChatMachine } from './live-chat.machine';

/** A ban or unban pushed by the room takes effect in the chart at once. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const NOW = 1_800_000_000_000;
const settle = () => vi.advanceTimersByTimeAsync(0);

function start(banInfo: () => BanInfo) {
  let push: ((e: LiveChatEvent) => void) | null = null;
  let checks = 0;
  const actor = createActor(
    liveChatMachine.provide({
      actors: {
        loadRoom: fromPromise(async (): Promise<RoomSetup> => ({
          config: { slowModeSeconds: 0, maxLength: 20, maxBytes: 12288, enabled: true },
          words: [],
          ban: { banned: false },
        })),
        joinRoom: fromPromise(async (): Promise<void> => {}),
        checkBan: fromPromise(async () => {
          checks += 1;
          return banInfo();
        }),
        moderation: fromCallback(({ sendBack }) => {
          push = sendBack;
        }),
      },
    }),
    { input: { roomId: 'r1', presenterId: 'p1', me: { userId: 'demo', nick: 'Demo' }, now: () => Date.now() } },
  );
  actor.start();
  return {
    actor,
    push: (e: LiveChatEvent) => push?.(e),
    ban: () => (actor.getSnapshot().value as { online: { ban: string } }).online.ban,
    checks: () => checks,
  };
}

describe('live chat chart: pushed moderation', () => {
  beforeEach(() => vi.setSystemTime(NOW));

  it('a pushed ban with its reason bans at once, without asking banInfo; SEND is refused as banned', async () => {
    const c = start(() => ({ banned: false }));
    await settle();
    expect(c.ban()).toBe('free');
    c.push({ type: 'MODERATED', event: 'ban', reason: 'spam', until: NOW + 60_000 });
    expect(c.ban()).toBe('banned');
    expect(c.actor.getSnapshot().context.ban).toEqual({ reason: 'spam', until: NOW + 60_000 });
    expect(c.checks()).toBe(0);
    c.actor.send({ type: 'SEND', text: 'hi' });
    expect(c.actor.getSnapshot().context.refusal).toEqual({ reason: 'banned' });
  });

  it('an unban frees the input at once, then banInfo confirms', async () => {
    let info: BanInfo = { banned: true, reason: 'spam', until: 0, roomId: 'r1', presenterId: 'p1' };
    const c = start(() => info);
    await settle();
    c.push({ type: 'MODERATED', event: 'ban', reason: 'spam', until: 0 });
    expect(c.ban()).toBe('banned');
    info = { banned: false };
    c.push({ type: 'MODERATED', event: 'unban' });
    expect(c.ban()).toBe('checking');
    expect(c.actor.getSnapshot().context.ban).toBeNull();
    await settle();
    expect(c.ban()).toBe('free');
    expect(c.checks()).toBe(1);
  });

  it('an unban while another ban still holds ends banned again after the check', async () => {
    const c = start(() => ({ banned: true, reason: 'other', until: 0, roomId: '', presenterId: 'p1' }));
    await settle();
    c.push({ type: 'MODERATED', event: 'unban' });
    await settle();
    expect(c.ban()).toBe('banned');
    expect(c.actor.getSnapshot().context.ban?.reason).toBe('other');
  });

  it('a changed ban (a new end) restarts its timer; the ban ends on time', async () => {
    const c = start(() => ({ banned: false }));
    await settle();
    c.push({ type: 'MODERATED', event: 'ban', reason: 'spam', until: NOW + 1_000 });
    c.push({ type: 'MODERATED', event: 'ban', reason: 'spam', until: NOW + 5_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(c.ban()).toBe('banned');
    await vi.advanceTimersByTimeAsync(3_500);
    expect(c.ban()).toBe('free');
  });
});
