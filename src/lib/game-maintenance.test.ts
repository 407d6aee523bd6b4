import { describe, expect, it } from 'vitest';
import { gameMaintenance, itemMaintenance } from './game-maintenance';
import { formatWindow } from './window-time';

/** 2026-11-22 18:00 in UTC+8 (the service's zone) is 17:00 in Ho Chi Minh City and 10:00 UTC. */
const NOW = Date.parse('2026-11-22T10:00:00Z');
const START = Date.parse('2026-11-22T09:00:00Z');
const END = Date.parse('2026-11-22T13:00:00Z');

describe('lobby and game maintenance windows', () => {
  it('reads epoch ms and UTC+8 text as the same instants', () => {
    const asNumbers = itemMaintenance({ startTimestamp: START, endTimestamp: END }, NOW);
    const asUtc8Text = itemMaintenance({ startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' }, NOW);
    const asSeconds = itemMaintenance({ startTimestamp: START / 1000, endTimestamp: END / 1000 }, NOW);
    expect(asNumbers).toEqual({ down: true, window: { startMs: START, endMs: END } });
    expect(asUtc8Text).toEqual(asNumbers);
    expect(asSeconds).toEqual(asNumbers);
  });

  it('is in maintenance from start to end, both included, and not outside', () => {
    const at = (now: number) => itemMaintenance({ startTimestamp: START, endTimestamp: END }, now).down;
    expect([at(START - 1), at(START), at(END), at(END + 1)]).toEqual([false, true, true, false]);
    // 17:00 UTC+8 text is 09:00 UTC: one minute before is still open, whatever the local zone.
    expect(itemMaintenance({ startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' }, START - 60_000).down).toBe(false);
  });

  it('the flag alone closes the item; an unreadable or backwards window is no window', () => {
    expect(itemMaintenance({ isMaintain: 1 }, NOW)).toEqual({ down: true, window: null });
    expect(itemMaintenance({ isMaintain: 0, startTimestamp: 'soon', endTimestamp: END }, NOW)).toEqual({ down: false, window: null });
    expect(itemMaintenance({ startTimestamp: END, endTimestamp: START }, NOW)).toEqual({ down: false, window: null });
    expect(itemMaintenance({ startTimestamp: null, endTimestamp: null }, NOW)).toEqual({ down: false, window: null });
    // A window to come is read but does not close anything yet.
    expect(itemMaintenance({ startTimestamp: NOW + 60_000, endTimestamp: NOW + 120_000 }, NOW).down).toBe(false);
  });

  it("a lobby's maintenance closes all its games and names the lobby's window", () => {
    const lobby = { startTimestamp: START, endTimestamp: END };
    const game = { startTimestamp: NOW - 1000, endTimestamp: NOW + 1000 };
    expect(gameMaintenance(lobby, {}, NOW)).toEqual({ down: true, window: { startMs: START, endMs: END } });
    expect(gameMaintenance({}, game, NOW)).toEqual({ down: true, window: { startMs: NOW - 1000, endMs: NOW + 1000 } });
    expect(gameMaintenance(null, {}, NOW).down).toBe(false);
  });

  it('shows the UTC+8 window in local time: an hour earlier in Ho Chi Minh City, eight earlier in UTC', () => {
    const { window } = itemMaintenance({ startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' }, NOW);
    expect(formatWindow(window!.startMs, window!.endMs, 'en-GB', 'Asia/Ho_Chi_Minh')).toBe('22/11/2026, 16:00–20:00');
    expect(formatWindow(window!.startMs, window!.endMs, 'en-GB', 'UTC')).toBe('22/11/2026, 09:00–13:00');
    expect(formatWindow(window!.startMs, window!.endMs, 'en-GB', 'Asia/Shanghai')).toBe('22/11/2026, 17:00–21:00');
  });

  it('with no zone given, follows the local zone: TZ=Asia/Ho_Chi_Minh shows 16:00, TZ=UTC 09:00', () => {
    // window-time.ts keeps one formatter per locale and zone ('' for the local one): a locale per TZ here.
    const saved = process.env.TZ;
    const { window } = itemMaintenance({ startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 21:00:00' }, NOW);
    try {
      // Node re-reads TZ when it is assigned; Intl's default zone follows it.
      process.env.TZ = 'Asia/Ho_Chi_Minh';
      expect(formatWindow(window!.startMs, window!.endMs, 'en-IE')).toMatch(/22\/11\/2026, 16:00\s?–\s?20:00/);
      process.env.TZ = 'UTC';
      expect(formatWindow(window!.startMs, window!.endMs, 'en-NZ')).toMatch(/22\/11\/2026, 09:00\s?–\s?13:00/);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
