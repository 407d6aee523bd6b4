import fc from 'fast-check';
import { safeUrl } from '../../src/lib/platform/safe-url';
import {
  id,
  identity,
  int,
  maybe,
  required,
  text,
  withExtras,
  type Rec,
  type RecordSpec,
} from './record-arbitrary-kit';

/**
 * Valid records of the site's own API (src/api/site/**, src/api/live/**): countries, banners, games
 * and their lobbies, and the live catalogue (record-arbitrary-kit.ts breaks them).
 */

export const country: RecordSpec = {
  record: withExtras(
    fc.record({ id, areaCode: text, iso: maybe(text), name: text }, { requiredKeys: ['id', 'areaCode', 'name'] }),
  ),
  required: () => [required('number', 'id'), required('string', 'areaCode'), required('string', 'name')],
  normalize: identity,
  unread: [['iso']],
};

/** A link the safe-link rule keeps (a same-origin path or an http(s) URL); unsafe ones have their own tests (src/api/safe-link.test.ts). */
const safeLink = fc.oneof(
  fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  fc.webUrl({ validSchemes: ['http', 'https'] }),
);

export const banner: RecordSpec = {
  record: withExtras(fc.record({ id, title: text, link: safeLink, imageUrl: text })),
  required: () => [
    required('number', 'id'),
    required('string', 'title'),
    required('string', 'link'),
    required('string', 'imageUrl'),
  ],
  // The schema keeps a safe link in its normal form (`http://a.b` -> `http://a.b/`, `/x/.` -> `/x/`).
  normalize: (b) => ({
    ...b,
    link: safeUrl(b.link as string, typeof location === 'undefined' ? 'http://localhost' : location.origin),
  }),
  unread: [],
};

/** A maintenance window end as the senders write it: epoch ms, or 'yyyy-MM-dd HH:mm:ss' UTC+8 text (or any text: unreadable is unknown). */
const windowTime = fc.oneof(fc.nat(), text);
/** The maintenance fields read as null when absent (src/api/site/maintenance-fields.ts). */
const withMaintenance = (r: Rec): Rec => ({
  ...r,
  isMaintain: r.isMaintain ?? null,
  startTimestamp: r.startTimestamp ?? null,
  endTimestamp: r.endTimestamp ?? null,
});

export const game: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        gameName: text,
        gameCode: maybe(text),
        icon: text,
        gameType: maybe(int),
        isHotGame: maybe(fc.constantFrom(0, 1)),
        isMaintain: maybe(fc.constantFrom(0, 1)),
        startTimestamp: maybe(windowTime),
        endTimestamp: maybe(windowTime),
      },
      { requiredKeys: ['id', 'gameName', 'icon'] },
    ),
  ),
  required: () => [required('number', 'id'), required('string', 'gameName'), required('string', 'icon')],
  normalize: withMaintenance,
  unread: [['gameCode'], ['gameType']],
};

export const lobby: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        lobbyCode: text,
        lobbyName: text,
        gameType: maybe(int),
        isMaintain: maybe(fc.constantFrom(0, 1)),
        startTimestamp: maybe(windowTime),
        endTimestamp: maybe(windowTime),
        icon: maybe(text),
        gameList: fc.array(game.record, { maxLength: 3 }),
      },
      { requiredKeys: ['id', 'lobbyCode', 'lobbyName', 'gameList'] },
    ),
  ),
  required: () => [
    required('number', 'id'),
    required('string', 'lobbyCode'),
    required('string', 'lobbyName'),
    required('array', 'gameList'),
  ],
  normalize: (l) => ({ ...withMaintenance(l), gameList: (l.gameList as Rec[]).map(withMaintenance) }),
  unread: [['gameType'], ['icon']],
};

/** Live catalogue (src/api/live/live-schemas.ts): video sources, the presenters a user follows and their reservations. */
const sourceBase = { id, fbId: id, status: int };
/** A video source is a presenter's room (`streamId`) or the match's own video (`liveUrl`, a safe address). */
export const videoSource: RecordSpec = {
  record: withExtras(
    fc.oneof(
      fc.record(
        { ...sourceBase, streamId: id, presenterId: maybe(id), liveUrl: fc.constant(null) },
        { requiredKeys: ['id', 'fbId', 'status', 'streamId'] },
      ),
      fc.record(
        {
          ...sourceBase,
          streamId: fc.constant(null),
          presenterId: fc.constant(null),
          liveUrl: id.map((n) => `/live/flv/${n}.flv`),
        },
        { requiredKeys: ['id', 'fbId', 'status', 'liveUrl'] },
      ),
    ),
  ),
  required: (r) => [
    ...['id', 'fbId', 'status'].map((k) => required('number', k)),
    r.streamId !== null && r.streamId !== undefined ? required('number', 'streamId') : required('string', 'liveUrl'),
  ],
  normalize: (r) => ({ ...r, streamId: r.streamId ?? null, liveUrl: r.liveUrl ?? null }),
  unread: [['presenterId']],
};

export const followedPresenter: RecordSpec = {
  record: withExtras(
    fc.record(
      { presenterId: id, nickName: text, avatar: text, liveStreamId: maybe(id) },
      { requiredKeys: ['presenterId', 'nickName', 'avatar'] },
    ),
  ),
  required: () => [required('number', 'presenterId'), required('string', 'nickName'), required('string', 'avatar')],
  normalize: (r) => ({ ...r, liveStreamId: r.liveStreamId ?? null }),
  unread: [],
};

export const liveReservation: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        streamId: id,
        presenterId: id,
        presenterName: text,
        title: text,
        startTime: fc.nat(),
        status: fc.constantFrom(1, 2, 3, 4),
        reservedAt: maybe(fc.nat()),
      },
      { requiredKeys: ['streamId', 'presenterId', 'presenterName', 'title', 'startTime', 'status'] },
    ),
  ),
  required: () => [
    required('number', 'streamId'),
    required('number', 'presenterId'),
    required('string', 'presenterName'),
    required('string', 'title'),
    required('number', 'startTime'),
    required('number', 'status'),
  ],
  normalize: identity,
  unread: [['reservedAt']],
};
