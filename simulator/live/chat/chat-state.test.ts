import { describe, expect, it } from 'vitest';
import type { SimContext } from '../../core/context';
import { Scoped } from '../../core/scope';
import { addBan, chatScope, MAX_BANS, MAX_SIGNATURES } from './chat-state';

describe('the chat’s per-scope state', () => {
  it('keeps at most MAX_SIGNATURES signatures (getSig in a loop cannot grow it for ever), the newest kept', () => {
    const ctx = { scopes: new Scoped(() => ({})) } as unknown as SimContext;
    const chat = chatScope(ctx, 's');
    for (let i = 0; i <= MAX_SIGNATURES; i++)
      chat.signatures.set(`sig${i}`, { userName: 'demo', expireAt: 1, expired: false });
    expect(chat.signatures.size).toBe(MAX_SIGNATURES);
    expect(chat.signatures.get('sig0')).toBeUndefined();
    expect(chat.signatures.get(`sig${MAX_SIGNATURES}`)).toBeDefined();
  });
});

describe('the ban log', () => {
  const ctx = () => ({ scopes: new Scoped(() => ({})) }) as unknown as SimContext;
  const ban = (i: number, until = 0) => ({
    userName: `u${i}`,
    presenterId: '501',
    roomId: '',
    reason: 'spam',
    until,
    createdAt: 1_000,
    operator: 'anchor',
  });

  it('keeps at most MAX_BANS: past it the oldest ban no longer in force goes, never one in force', () => {
    const chat = chatScope(ctx(), 's');
    // The first is lifted, the second ran out before the new ban, the rest hold for ever.
    for (let i = 0; i < MAX_BANS; i++) addBan(chat, ban(i, i === 1 ? 500 : 0));
    chat.bans[0]!.active = false;
    expect(addBan(chat, ban(MAX_BANS))?.userName).toBe(`u${MAX_BANS}`);
    expect(chat.bans.length).toBe(MAX_BANS);
    expect(chat.bans.some((b) => b.userName === 'u0')).toBe(false);
    expect(addBan(chat, ban(MAX_BANS + 1))).not.toBeNull();
    expect(chat.bans.some((b) => b.userName === 'u1')).toBe(false);
    // Every ban kept is in force now: the next one is refused, none is dropped.
    expect(addBan(chat, ban(MAX_BANS + 2))).toBeNull();
    expect(chat.bans.length).toBe(MAX_BANS);
    expect(chat.bans.every((b) => b.active && b.until === 0)).toBe(true);
  });
});
