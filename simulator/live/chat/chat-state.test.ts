import { describe, expect, it } from 'vitest';
import type { SimContext } from '../../core/context';
import { Scoped } from '../../core/scope';
import { chatScope, MAX_SIGNATURES } from './chat-state';

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
