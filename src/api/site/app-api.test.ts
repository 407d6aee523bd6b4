import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { itemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { Lobby } from './app-api';

const game = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  gameName: `Game ${id}`,
  gameCode: `G${id}`,
  icon: `/g/${id}.svg`,
  gameType: 5,
  ...extra,
});

describe('home lobbies (slot/list)', () => {
  it('reads a lobby window sent as UTC+8 text, as epoch ms, or not at all; a flag as "1"', () => {
    const text = v.parse(Lobby, {
      id: 1,
      lobbyCode: 'FISH',
      lobbyName: 'Fishing',
      startTimestamp: '2026-11-22 17:00:00',
      endTimestamp: '2026-11-22 21:00:00',
      gameList: [game(1)],
    });
    // 17:00 UTC+8 is 09:00 UTC.
    expect(itemMaintenance(text, Date.UTC(2026, 10, 22, 10)).window).toEqual({
      startMs: Date.UTC(2026, 10, 22, 9),
      endMs: Date.UTC(2026, 10, 22, 13),
    });
    expect(itemMaintenance(text, Date.UTC(2026, 10, 22, 10)).down).toBe(true);
    expect(itemMaintenance(text, Date.UTC(2026, 10, 22, 14)).down).toBe(false);
    const flagged = v.parse(Lobby, { id: 2, lobbyCode: 'SLOT', lobbyName: 'Slots', isMaintain: '1', gameList: [] });
    expect(itemMaintenance(flagged, 0)).toEqual({ down: true, window: null });
    const open = v.parse(Lobby, {
      id: 3,
      lobbyCode: 'LIVE',
      lobbyName: 'Live',
      startTimestamp: 'soon',
      gameList: [game(2, { startTimestamp: Date.UTC(2026, 0, 1), endTimestamp: Date.UTC(2026, 0, 2) })],
    });
    expect(itemMaintenance(open, 0)).toEqual({ down: false, window: null });
    expect(itemMaintenance(open.gameList[0]!, Date.UTC(2026, 0, 1, 12)).down).toBe(true);
  });
});
