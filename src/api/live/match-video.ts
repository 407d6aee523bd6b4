import { STREAM_STATUS } from './stream-status';
import type { VideoSource } from './video-list-api';

/**
 * Where a match's video opens (docs/product.md, "Sports betting"): the live room of a presenter who
 * streams it, else the match's own video played on the match page.
 */
export type MatchVideo = { kind: 'room'; streamId: number } | { kind: 'feed'; url: string };

/**
 * The videoList sources by provider match (`fbId`). Only sources on air count; a room wins over the
 * match's own video (the room carries the same match with a presenter, chat and markets), and among
 * rooms, and among feeds, the first in the server's order.
 */
export function matchVideos(sources: readonly VideoSource[]): ReadonlyMap<number, MatchVideo> {
  const byMatch = new Map<number, MatchVideo>();
  for (const s of sources) {
    if (s.status !== STREAM_STATUS.live) continue;
    const known = byMatch.get(s.fbId);
    if (s.streamId !== null) {
      if (known?.kind !== 'room') byMatch.set(s.fbId, { kind: 'room', streamId: s.streamId });
    } else if (s.liveUrl !== null && !known) byMatch.set(s.fbId, { kind: 'feed', url: s.liveUrl });
  }
  return byMatch;
}

/** The page a match's video opens on: the room, or the match page with its player open. */
export function matchVideoHref(matchId: number, video: MatchVideo): string {
  return video.kind === 'room' ? `/anchorPlay/${video.streamId}` : `/sports/sportsdetail/${matchId}?video=1`;
}
