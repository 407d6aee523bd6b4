/**
 * What the room's timeline shows besides chat ("one room timeline"): events of the streamed
 * match, produced from the match feed by the room and merged with chat messages in order of `at`
 * (epoch ms). Text comes from the view's translations; these carry only data.
 */
export type RoomSystemEvent =
  | { kind: 'goal'; id: string; at: number; side: 'home' | 'away'; score: string }
  | { kind: 'score'; id: string; at: number; score: string }
  | { kind: 'period'; id: string; at: number; period: string }
  | { kind: 'odds'; id: string; at: number; market: string; direction: 'up' | 'down' };
