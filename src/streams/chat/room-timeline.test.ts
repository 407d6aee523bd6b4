import { map, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { RoomSystemEvent } from '../room-events';
import type { ChatMessage } from './chat-transport';
import { batchEvery, roomTimeline, type TimelineItem } from './room-timeline';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const msg = (id: string, at: number): ChatMessage => ({
  kind: 'text',
  id,
  roomId: 'r',
  at,
  from: { userId: 'u', nick: 'U' },
  text: id,
  high: false,
});
const goal = (id: string, at: number): RoomSystemEvent => ({ kind: 'goal', id, at, side: 'home', score: '1:0' });
const ids = (o: Observable<readonly TimelineItem[]>) => o.pipe(map((items) => items.map((i) => i.id).join(',')));

describe('room timeline', () => {
  it('batches at most every 10 ms of virtual time here (100 ms in the app), silent without traffic', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const source = hot('-a-b------------c-|', { a: [1], b: [2, 3], c: [4] });
      expectObservable(source.pipe(batchEvery<number>(10))).toBe('-----------x------(y|)', { x: [1, 2, 3], y: [4] });
    });
  });

  it('puts a goal among the messages in order of when it happened, and sends it at once with what is pending', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const chat$ = hot<readonly ChatMessage[]>('-a--b-----', {
        a: [msg('m1', 1000), msg('m3', 3000)],
        b: [msg('m4', 4000)],
      });
      const system$ = hot<RoomSystemEvent>('---g------', { g: goal('g1', 2000) });
      // The goal does not wait for the batch (a synced room releases it when the picture reaches it).
      expectObservable(ids(roomTimeline(chat$, system$, { flushMs: 5, scheduler }))).toBe('---x-----y', {
        x: 'c:m1,s:goal:g1,c:m3',
        y: 'c:m4',
      });
    });
  });

  it('shares one subscription to each source among every part of the room', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const chat$ = hot<readonly ChatMessage[]>('-a-------', { a: [msg('m1', 1)] });
      const system$ = hot<RoomSystemEvent>('--g------', { g: goal('g1', 2) });
      const timeline$ = roomTimeline(chat$, system$, { flushMs: 3, scheduler });
      expectObservable(ids(timeline$)).toBe('--x------', { x: 'c:m1,s:goal:g1' });
      expectObservable(ids(timeline$)).toBe('--x------', { x: 'c:m1,s:goal:g1' });
      expectSubscriptions(chat$.subscriptions).toBe('^--------');
      expectSubscriptions(system$.subscriptions).toBe('^--------');
    });
  });

  it('passes an error at once and drops what is pending', () => {
    testScheduler().run(({ hot, expectObservable }) => {
      const source = hot('-a-#', { a: [1] });
      expectObservable(source.pipe(batchEvery<number>(10))).toBe('---#');
    });
  });
});
