import * as v from 'valibot';
import { recordList, unread } from '../record-list';
import { SafeLink } from '../safe-link';
import type { SiteClient } from '../site-client';

/**
 * The live catalogue's video list (docs/live-api.md, "Match video") on its own: the sports list and
 * the match page read it for their video marks, without loading the rest of the live catalogue's calls.
 */

const Id = v.pipe(v.number(), v.safeInteger());

/**
 * A video source on air (videoList), joined to its provider match by `fbId`: a presenter's room
 * (`streamId`), or the match's own video (`liveUrl`, through the one URL check: an unsafe address reads
 * as none). A source that names neither cannot be opened and is left out of its list.
 */
export const VideoSource = v.pipe(
  v.looseObject({
    id: Id,
    fbId: Id,
    status: v.number(),
    streamId: v.nullish(Id, null),
    presenterId: unread(Id),
    liveUrl: v.nullish(SafeLink, null),
  }),
  v.check((s) => s.streamId !== null || s.liveUrl !== null, 'a video source names a room or a URL'),
);
export type VideoSource = v.InferOutput<typeof VideoSource>;

export const videoSourceList = recordList(VideoSource);

export function createVideoListApi(client: SiteClient) {
  return {
    videoSources: (signal?: AbortSignal) =>
      client.request({ method: 'GET', url: '/api/live/video/videoList', schema: videoSourceList, signal }),
  };
}
export type VideoListApi = ReturnType<typeof createVideoListApi>;
