import { createRng } from '../core/rng';
import { gameArtPath } from './games/game-art';

export interface SimGame {
  id: number;
  gameName: string;
  gameCode: string;
  icon: string;
  gameType: number;
  isHotGame: 0 | 1;
  isMaintain: 0 | 1;
  startTimestamp: number | null;
  endTimestamp: number | null;
}

export interface SimLobby {
  id: number;
  lobbyCode: string;
  lobbyName: string;
  gameType: number;
  isMaintain: 0 | 1;
  icon: string;
  /** The lobby's maintenance window (epoch ms), or null: none scheduled. */
  startTimestamp: number | null;
  endTimestamp: number | null;
  gameList: SimGame[];
}

const LOBBIES: ReadonlyArray<[number, string, string, number]> = [
  [1001104, 'HOT', 'Hot picks', 1],
  [10009, 'SLOT', 'Slots', 2],
  [1001101101, 'LIVE', 'Live casino', 3],
  [1001105, 'CHESS', 'Card games', 4],
  [1001106, 'FISH', 'Fishing', 5],
];

const GAME_NAMES = [
  'Dragon Tiger',
  'Lucky Koi',
  'Golden Lotus',
  'Baccarat Royale',
  'Fortune Ox',
  'Mekong Treasure',
  'Jade Emperor',
  'Tiến Lên',
  'Xóc Đĩa',
  'Sicbo Deluxe',
  'Phoenix Rise',
  'Ha Long Bay',
  'Neon Fruits',
  'Ocean King',
  'Saigon Nights',
  'Panda Gold',
  'Crazy Time',
  'Rồng Vàng',
  'Mahjong Ways',
  'Lion Dance',
];

/** The lobby whose seeded window holds "now" (a lobby in maintenance). */
export const MAINTAINED_LOBBY_ID = 1001106;
const HOUR = 3600_000;
const UTC8 = 8 * HOUR;

/**
 * The fishing lobby's window: whole hours of the service's zone (UTC+8), from the hour before
 * now's to three hours after, so it holds now whenever the simulator starts.
 */
function lobbyWindow(id: number, now: number): { startTimestamp: number | null; endTimestamp: number | null } {
  if (id !== MAINTAINED_LOBBY_ID || now <= 0) return { startTimestamp: null, endTimestamp: null };
  const hourStart = Math.floor((now + UTC8) / HOUR) * HOUR - UTC8;
  return { startTimestamp: hourStart - HOUR, endTimestamp: hourStart + 3 * HOUR };
}

/** Seeded lobbies and games; one lobby and one game sit in a maintenance window to exercise that rule. */
export function buildLobbies(seed: number, now: number): SimLobby[] {
  const rng = createRng(seed ^ 0x9e3779b9);
  let gameId = 5000;
  return LOBBIES.map(([id, code, name, gameType], li) => ({
    id,
    lobbyCode: code,
    lobbyName: name,
    gameType,
    isMaintain: 0,
    icon: `/sim/img/lobby/${code.toLowerCase()}.svg`,
    ...lobbyWindow(id, now),
    gameList: Array.from({ length: 6 + rng.int(0, 4) }, (_, gi) => {
      const gid = gameId++;
      const maintained = li === 1 && gi === 2;
      return {
        id: gid,
        gameName: rng.pick(GAME_NAMES),
        gameCode: `${code}-${gid}`,
        // Each game's own art (docs/games-api.md, "Game art"), served by the games module.
        icon: gameArtPath(gid),
        gameType,
        isHotGame: rng.chance(0.4) ? 0 : 1,
        isMaintain: 0,
        startTimestamp: maintained ? now - 3600_000 : null,
        endTimestamp: maintained ? now + 6 * 3600_000 : null,
      } satisfies SimGame;
    }),
  }));
}

export const BANNERS = [
  { id: 1, titleKey: 'worldCup', link: '/sports', hue: 210 },
  { id: 2, titleKey: 'firstDeposit', link: '/firstcharge', hue: 28 },
  { id: 3, titleKey: 'liveRooms', link: '/', hue: 340 },
  { id: 4, titleKey: 'vip', link: '/vipDedicatedManager', hue: 45 },
];
