import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { fakeSiteClient } from '../../../tests/unit/record-parsers';
import { createLiveApi } from './live-api';

const card = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  presenterId: 501,
  presenterName: 'Linh Anh',
  avatar: 'http://x/a.svg',
  title: 't',
  cover: 'http://x/c.svg',
  tags: [{ id: 1, name: 'Football' }],
  status: 2,
  startTime: 1,
  endTime: null,
  viewers: 10,
  fbId: 3100019,
  sportId: 1,
  fee: 0,
  match: { id: 3100019, sportId: 1, ms: 5, bt: 1, league: 'L', home: 'H', away: 'A', score: '1:0' },
  ...over,
});
const info = (over: Record<string, unknown> = {}) => ({
  ...card(9001),
  groupId: 'room-9001',
  presenter: { id: 501, nickName: 'Linh Anh', avatar: 'a', intro: 'i', followers: 3, following: false },
  reserved: false,
  reserveCount: 2,
  feeInfo: { required: false, price: 0, paid: true },
  lines: [{ id: 'line-1', name: 'Line 1', url: '/live-flv/stream-9001.flv' }],
  ...over,
});

describe('live api parsing', () => {
  it('a stream list keeps the readable streams and drops (and counts) a card with an unknown status or a broken score', async () => {
    resetDroppedRecords();
    const api = createLiveApi(
      fakeSiteClient({
        '/api/live/stream/list': {
          total: 3,
          records: [card(1), card(2, { status: 9 }), card(3, { match: { ...card(3).match, score: '1-0' } })],
        },
      }),
    );
    expect((await api.streams()).records.map((s) => s.id)).toEqual([1]);
    expect(droppedRecords('/api/live/stream/list')).toBe(2);
  });

  it('getInfo: a broken play line is left out alone; a room without a readable presenter or fee rule is malformed', async () => {
    resetDroppedRecords();
    const ok = createLiveApi(
      fakeSiteClient({
        '/api/live/stream/getInfo/9001': info({
          lines: [
            { id: 'line-1', name: 'Line 1', url: '' },
            { id: 'line-2', name: 'Line 2', url: '/b.flv' },
          ],
        }),
      }),
    );
    expect((await ok.info(9001)).lines.map((l) => l.id)).toEqual(['line-2']);
    for (const broken of [info({ presenter: null }), info({ feeInfo: { required: true } }), info({ groupId: '' })]) {
      const api = createLiveApi(fakeSiteClient({ '/api/live/stream/getInfo/9001': broken }));
      await expect(api.info(9001)).rejects.toBeInstanceOf(ApiError);
    }
  });

  it("getInfo: a signed line's expiry is read on this page's clock (expiresIn from the answer); an open line never expires", async () => {
    const api = createLiveApi(
      fakeSiteClient({
        '/api/live/stream/getInfo/9002': info({
          lines: [
            { id: 'line-1', name: 'Line 1', url: '/a.flv?exp=1&sig=x', expiresIn: 600_000 },
            { id: 'line-2', name: 'Line 2', url: '/b.flv' },
          ],
        }),
      }),
    );
    const before = Date.now();
    const [signed, open] = (await api.info(9002)).lines;
    expect(signed!.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(signed!.expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(open!.expiresAt).toBeNull();
  });

  it('scores must read a:b; a missing fee reads as a free room and a missing match as none', async () => {
    const api = createLiveApi(
      fakeSiteClient({
        '/api/live/match/score': [
          { gameId: 1, scores: [{ type: 'ft', scores: '2:1' }] },
          { gameId: 2, scores: [{ scores: 'x' }] },
        ],
        '/api/live/video/queryKeyWordByName': [card(4, { fee: undefined, match: undefined })],
      }),
    );
    expect((await api.scores([1, 2])).map((s) => s.gameId)).toEqual([1]);
    expect(await api.search('a')).toMatchObject([{ id: 4, fee: 0, match: null }]);
  });
});
