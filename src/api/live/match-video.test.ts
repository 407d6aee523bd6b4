import { describe, expect, it } from 'vitest';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { resetDroppedUrls, droppedUrls } from '../../lib/platform/safe-url';
import { fakeSiteClient } from '../../../tests/unit/record-parsers';
import { createLiveApi } from './live-api';
import { matchVideoHref, matchVideos } from './match-video';

const room = (streamId: number, fbId: number, over: Record<string, unknown> = {}) => ({
  id: streamId,
  fbId,
  streamId,
  presenterId: 501,
  liveUrl: null,
  status: 2,
  ...over,
});
const feed = (fbId: number, over: Record<string, unknown> = {}) => ({
  id: fbId,
  fbId,
  streamId: null,
  presenterId: null,
  liveUrl: `/live/flv/${fbId}.flv`,
  status: 2,
  ...over,
});

async function sources(list: unknown[]) {
  return createLiveApi(fakeSiteClient({ '/api/live/video/videoList': list })).videoSources();
}

describe('videoList: the schema', () => {
  it('reads rooms and match videos; drops (and counts) a source that names neither or whose URL is unsafe', async () => {
    resetDroppedRecords();
    resetDroppedUrls();
    const read = await sources([
      room(9001, 31),
      feed(32),
      feed(33, { liveUrl: 'javascript:alert(1)' }),
      feed(34, { liveUrl: null }),
      { id: 35, fbId: 35, status: 2 },
      feed(36, { liveUrl: 'https://video.example/flv/36.flv' }),
    ]);
    expect(read.map((s) => [s.fbId, s.streamId, s.liveUrl])).toEqual([
      [31, 9001, null],
      [32, null, '/live/flv/32.flv'],
      [36, null, 'https://video.example/flv/36.flv'],
    ]);
    expect(droppedRecords('/api/live/video/videoList')).toBe(3);
    expect(droppedUrls()).toBe(1);
  });

  it('a list that is not a list is malformed', async () => {
    await expect(sources({ records: [] } as unknown as unknown[])).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('matchVideos: where a match’s video opens', () => {
  it('a room wins over the match’s own video, whatever the order; the first of each kind counts', async () => {
    const map = matchVideos(await sources([feed(31), room(9003, 31), room(9004, 31), feed(32), feed(32)]));
    expect(map.get(31)).toEqual({ kind: 'room', streamId: 9003 });
    expect(map.get(32)).toEqual({ kind: 'feed', url: '/live/flv/32.flv' });
    expect(map.has(33)).toBe(false);
  });

  it('a source not on air opens nothing', async () => {
    const map = matchVideos(await sources([room(9001, 31, { status: 3 }), feed(32, { status: 4 })]));
    expect(map.size).toBe(0);
  });

  it('links to the room, or to the match page with its player open', () => {
    expect(matchVideoHref(31, { kind: 'room', streamId: 9001 })).toBe('/anchorPlay/9001');
    expect(matchVideoHref(32, { kind: 'feed', url: '/live/flv/32.flv' })).toBe('/sports/sportsdetail/32?video=1');
  });
});
