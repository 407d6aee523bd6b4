import { readyLoader } from '../lazy-ready';

/**
 * The live room's screen (its chunk and the chunks it needs: the player, chat, markets, the slip). One
 * loader for the route and for the lobby, which asks for it once it is idle: opening a room is what the
 * lobby is for, and a room whose chunk is already there renders at once on the press, where a fresh
 * chunk cost its download and React's hold on a screen revealed after a fallback (~300 ms).
 */
export const loadRoomPage = readyLoader(() => import('../live-room/live-room-page'));
