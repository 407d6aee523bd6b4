import { describe, expect, it } from 'vitest';
import { SportsWorld } from '../../sports/world';
import { createStateOnlyMedia } from '../media-types';
import { LiveCatalog, MAX_MADE, MAX_OPEN_PER_PRESENTER } from './catalog';
import { STATUS, type SimStream } from './seed';

const ANCHOR = Date.parse('2026-11-22T10:00:00Z');

function setup(moving = true) {
  let now = ANCHOR;
  const clock = { now: () => now, frozen: false };
  const media = createStateOnlyMedia();
  const changes: string[] = [];
  media.onStateChange((c) => changes.push(`${c.key}:${c.state}`));
  const catalog = new LiveCatalog(20261122, new SportsWorld(20261122, ANCHOR), media, clock, moving);
  const at = (secs: number) => {
    now = ANCHOR + secs * 1000;
    catalog.sync(now);
  };
  const statuses = () => catalog.streams.map((s) => catalog.status(s));
  return { catalog, media, changes, at, statuses };
}

describe('live catalogue on the clock', () => {
  it('is the same for the same seed and instant', () => {
    expect(setup().catalog.streams).toEqual(setup().catalog.streams);
  });

  it('moves statuses along their plans and tells the media service only of changes', () => {
    const { media, changes, at, statuses } = setup();
    expect(statuses()).toEqual([2, 2, 2, 2, 1, 1, 4]);
    expect(media.state('stream-9001')).toBe('live');
    changes.length = 0;
    at(181); // the first upcoming stream goes live
    expect(statuses()[4]).toBe(STATUS.live);
    at(241); // 9003 drops off air ...
    expect(media.state('stream-9003')).toBe('offline');
    at(301); // ... and comes back
    expect(media.state('stream-9003')).toBe('live');
    at(481); // 9004 ends
    expect(statuses()[3]).toBe(STATUS.ended);
    at(482);
    expect(changes).toEqual(['stream-9005:live', 'stream-9003:offline', 'stream-9003:live', 'stream-9004:ended']);
  });

  it('moves nothing with the live engines off, but test control still does', () => {
    const { catalog, media, at, statuses } = setup(false);
    at(600);
    expect(statuses()).toEqual([2, 2, 2, 2, 1, 1, 4]);
    expect(catalog.viewers(catalog.streams[0]!)).toBe(catalog.streams[0]!.baseViewers);
    catalog.force(9001, STATUS.ended);
    expect(media.state('stream-9001')).toBe('ended');
    catalog.force(9001, null);
    expect(media.state('stream-9001')).toBe('live');
  });

  it('viewer counts move with the clock when live', () => {
    const { catalog, at } = setup();
    const s = catalog.streams[0]!;
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) {
      at(i * 30);
      seen.add(catalog.viewers(s));
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('presenter-made streams are bounded', () => {
  const made = (id: number, userName: string): SimStream => ({
    id,
    presenterId: 501,
    fbId: 1,
    sportId: 1,
    key: `p${id}-abc`,
    groupId: `room-${id}`,
    titles: { 'zh-cn': 't', en: 't', vi: 't', th: 't' },
    tagIds: [],
    initial: STATUS.upcoming,
    startTime: ANCHOR,
    endTime: null,
    baseViewers: 0,
    fee: 0,
    plan: { kind: 'steady' },
    made: { userName, scope: '', secret: 's', phase: 'saved', liveSince: null, coverUrl: null, satellite: '' },
  });

  it('a presenter holds at most MAX_OPEN_PER_PRESENTER streams not stopped per scope; stopping one makes room', () => {
    const { catalog } = setup(false);
    for (let i = 0; i < MAX_OPEN_PER_PRESENTER; i++) expect(catalog.addMade(made(10_000 + i, 'anchor'))).toBe(true);
    expect(catalog.addMade(made(20_000, 'anchor'))).toBe(false);
    expect(catalog.addMade(made(20_001, 'caster'))).toBe(true);
    // Another scope (a parallel test's) is counted apart.
    expect(catalog.addMade({ ...made(20_003, 'anchor'), made: { ...made(0, 'anchor').made!, scope: 'other' } })).toBe(
      true,
    );
    catalog.stopMade(catalog.stream(10_000)!);
    expect(catalog.addMade(made(20_002, 'anchor'))).toBe(true);
  });

  it('keeps at most MAX_MADE: past it the oldest stopped stream is forgotten, never one still open', () => {
    const { catalog } = setup(false);
    let id = 30_000;
    for (let i = 0; i < MAX_MADE; i++) {
      const s = made(id++, `p${i % 20}`);
      expect(catalog.addMade(s)).toBe(true);
      if (i % 20 < 19) catalog.stopMade(s);
    }
    expect(catalog.made.length).toBe(MAX_MADE);
    expect(catalog.addMade(made(id++, 'anchor'))).toBe(true);
    expect(catalog.made.length).toBe(MAX_MADE);
    expect(catalog.stream(30_000)).toBeUndefined();
    // Not stopped streams stay: every 20th was left open.
    expect(catalog.stream(30_019)?.made?.phase).toBe('saved');
  });
});
