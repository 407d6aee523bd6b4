import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatWireMessage } from '../../api/live/chat-protocol';
import type { ChatMessage } from '../../streams/chat/chat-transport';
import type { MatchView } from '../../streams/match-feed-types';
import { createTencentChatTransport } from '../../streams/chat/tencent-chat-transport';
import { deliveredFromRest, EVENT, fakeTencentModule } from '../../../tests/support/fake-tencent-chat';
import { toTencentGroupMessage } from '../../../simulator/live/chat/tencent-relay';
import { createRoomSync, SCREEN_LAG_MS } from './room-sync';

/**
 * "Sync to my video" in a room whose chat runs on Tencent Cloud Chat (a fake SDK): a bot's goal cheer, sent
 * as the server sends it to Tencent (the socket chat's line through tencent-relay.ts), waits for the goal
 * on the video as it does on the socket chat (room-sync.test.ts).
 */

afterEach(() => vi.useRealTimers());

const GOAL_AT = 1_700_000_010_000;

const line = (id: string, at: number, reactsTo?: ChatWireMessage['reactsTo']): ChatWireMessage => ({
  id,
  roomId: 'room-1',
  at,
  from: { userId: 'bot_linh', nick: 'Linh', bot: true },
  kind: 'text',
  text: 'Vàoooo!',
  priority: 'normal',
  ...(reactsTo ? { reactsTo } : {}),
});

describe('a Tencent room synced to the video', () => {
  it("holds a bot's goal cheer until the video shows the goal; other lines stay live", async () => {
    const { module, instances } = fakeTencentModule();
    const transport = createTencentChatTransport({
      sdk: async () => module,
      sdkAppId: 1400000001,
      credentials: {
        signature: async () => ({ userId: 'demo', userSig: 's', sdkAppId: 1400000001, expireAt: Date.now() + 1e6 }),
        token: () => 't',
      },
      onlineEveryMs: 60_000,
    });
    await transport.join({ roomId: 'room-1', presenterId: 'p1' });

    vi.useFakeTimers();
    vi.setSystemTime(GOAL_AT + 1_500);
    const sync = createRoomSync(new Subject<MatchView>());
    // The video trails live by 3 s: it shows the goal 1.5 s (and the screen's lag) from now.
    sync.report({ position: { shown: GOAL_AT - 1_500, readAt: Date.now(), playing: true }, behind: 3 });
    const seen: string[] = [];
    transport.messages$.pipe(sync.holdChat).subscribe((batch: readonly ChatMessage[]) => {
      seen.push(...batch.map((m) => m.id));
    });

    const cheer = toTencentGroupMessage(line('cheer', GOAL_AT + 1_000, { kind: 'goal', at: GOAL_AT }));
    const plain = toTencentGroupMessage(line('plain', GOAL_AT + 1_200));
    instances[0]!.emit(EVENT.MESSAGE_RECEIVED, [
      deliveredFromRest(plain, 'plain', 'Linh', GOAL_AT + 1_200),
      deliveredFromRest(cheer, 'cheer', 'Linh', GOAL_AT + 1_000),
    ]);
    expect(seen).toEqual(['plain']);
    vi.advanceTimersByTime(1_499 + SCREEN_LAG_MS);
    expect(seen).toEqual(['plain']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['plain', 'cheer']);

    vi.useRealTimers();
    await transport.leave();
  });
});
