import { preloadMpegts } from '../../machines/live-player/adapters/mpegts-engine';
import { readyLoader } from '../lazy-ready';

/**
 * The live room's screen (its chunk and the chunks it needs before the picture: the player, the chat), and mpegts.js
 * beside it (~270 KB of script, ~100 ms to evaluate on a phone, which the room's player needs before it can ask for
 * the stream), both asked when a room is first rendered rather than one after the other. One loader for the route
 * and for the lobby, which asks for it once it is idle: opening a room is what the lobby is for, and a room whose
 * chunk is already there renders at once on the press, where a fresh chunk cost its download and React's hold on
 * a screen revealed after a fallback (~300 ms).
 */
export const loadRoomPage = readyLoader(() => {
  preloadMpegts();
  return import('../live-room/live-room-page');
});
