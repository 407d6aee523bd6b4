import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../streams/chat/chat-transport';
import type { TimelineItem } from '../../streams/chat/room-timeline';
import { addItems, addOwn, emptyBuffer, markOwn, MAX_LINES } from './chat-buffer';

const text = (id: string, at: number, clientId?: string): ChatMessage => ({
  kind: 'text',
  id,
  roomId: 'r',
  at,
  from: { userId: 'u', nick: 'U' },
  text: id,
  high: false,
  ...(clientId ? { clientId } : {}),
});
const item = (m: ChatMessage): TimelineItem => ({ kind: 'chat', id: `c:${m.id}`, at: m.at, message: m });
const goal = (id: string, at: number): TimelineItem => ({
  kind: 'system',
  id: `s:goal:${id}`,
  at,
  event: { kind: 'goal', id, at, side: 'home', score: '1:0' },
});

describe('chat buffer', () => {
  it('places a late item by its time and shows a message delivered twice once', () => {
    let b = addItems(emptyBuffer, [item(text('a', 1)), item(text('c', 3))]);
    b = addItems(b, [goal('g', 2), item(text('c', 3))]);
    expect(b.lines.map((l) => l.key)).toEqual(['c:a', 's:goal:g', 'c:c']);
  });

  it('shows the own message at once, marks it, and lets the echo replace it', () => {
    let b = addOwn(emptyBuffer, { ...text('own', 10), clientId: 'k1' });
    expect(b.lines[0]?.own).toEqual({ clientId: 'k1', status: 'sending' });
    b = markOwn(b, 'k1', 'failed', 'sensitive');
    expect(b.lines[0]?.own).toEqual({ clientId: 'k1', status: 'failed', code: 'sensitive' });
    let ok = addOwn(emptyBuffer, { ...text('own', 10), clientId: 'k2' });
    ok = addItems(ok, [item(text('srv-1', 11, 'k2'))]);
    expect(ok.lines).toHaveLength(1);
    expect(ok.lines[0]).toMatchObject({ key: 'c:srv-1', own: { status: 'sent' } });
    // Tencent never echoes: the send's answer marks it sent with the server's id, and a later copy is ignored.
    let t = addOwn(emptyBuffer, { ...text('own', 10), clientId: 'k3' });
    t = markOwn(t, 'k3', 'sent', undefined, 'srv-2');
    t = addItems(t, [item(text('srv-2', 11))]);
    expect(t.lines).toHaveLength(1);
  });

  it('never holds more than the cap, keeps the newest, and forgets dropped keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 80 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 60 }),
        (batches, max) => {
          let b = emptyBuffer;
          let n = 0;
          for (const batch of batches)
            b = addItems(
              b,
              batch.map((at) => item(text(`m${n++}`, at))),
              max,
            );
          expect(b.lines.length).toBeLessThanOrEqual(max);
          expect(b.keys.size).toBe(b.lines.length);
          const ats = b.lines.map((l) => l.at);
          expect(ats).toEqual([...ats].sort((x, y) => x - y));
        },
      ),
    );
    expect(MAX_LINES).toBe(200);
  });
});

describe('chat buffer keys', () => {
  it('forgets the server key of a sent own line once the line is dropped', () => {
    let b = addOwn(emptyBuffer, { ...text('own', 0), clientId: 'k' });
    b = markOwn(b, 'k', 'sent', undefined, 'srv');
    expect(b.keys.has('c:srv')).toBe(true);
    b = addItems(b, [item(text('a', 1)), item(text('b', 2))], 2);
    expect(b.keys.has('c:srv')).toBe(false);
    expect(b.keys.size).toBe(2);
  });
});
