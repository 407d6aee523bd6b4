import * as v from 'valibot';
import { recordList, unread } from '../record-list';
import { STREAM_STATUS } from './stream-status';

/**
 * The live catalogue's answers (docs/live-api.md). The record rule of docs/decisions.md ("Odd
 * records"): a list must be a list or the answer is malformed; a stream, match or presenter that
 * cannot be shown is left out of its list alone, counted and logged.
 */

const Id = v.pipe(v.number(), v.safeInteger());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Url = v.pipe(v.string(), v.minLength(1));

/** STREAM_STATUS's values; other values are not shown. */
export const StreamStatus = v.picklist([
  STREAM_STATUS.upcoming,
  STREAM_STATUS.live,
  STREAM_STATUS.offline,
  STREAM_STATUS.ended,
]);
export type StreamStatus = v.InferOutput<typeof StreamStatus>;

export const CoverTag = v.looseObject({ id: Id, name: v.string() });
export type CoverTag = v.InferOutput<typeof CoverTag>;

/** The streamed provider match, as the catalogue names it (its odds come from the push feed). */
export const StreamMatch = v.looseObject({
  id: Id,
  sportId: Id,
  ms: v.number(),
  bt: v.number(),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  /** 'a:b', or '' before kick-off. */
  score: v.pipe(v.string(), v.regex(/^(\d+:\d+)?$/)),
});
export type StreamMatch = v.InferOutput<typeof StreamMatch>;

export const StreamCard = v.looseObject({
  id: Id,
  presenterId: Id,
  presenterName: v.string(),
  avatar: v.string(),
  title: v.string(),
  cover: v.string(),
  tags: v.nullish(recordList(CoverTag, 'tags'), () => []),
  status: StreamStatus,
  startTime: v.number(),
  endTime: unread(v.number()),
  viewers: Count,
  fbId: Id,
  sportId: Id,
  /** Price to enter in the user's currency; 0 is free. */
  fee: v.nullish(v.number(), 0),
  match: v.nullish(StreamMatch, null),
});
export type StreamCard = v.InferOutput<typeof StreamCard>;

export const StreamPage = v.looseObject({ total: Count, records: recordList(StreamCard, 'records') });
export type StreamPage = v.InferOutput<typeof StreamPage>;

export const ReserveCard = v.looseObject({ ...StreamCard.entries, reserveCount: Count, reserved: v.boolean() });
export type ReserveCard = v.InferOutput<typeof ReserveCard>;
export const ReservePage = v.looseObject({ total: Count, records: recordList(ReserveCard, 'records') });

/**
 * A play line. A fee room's URL is signed and expires `expiresIn` ms after the answer (docs/live-api.md
 * "Play URLs"): read as `expiresAt` on this page's clock when it arrives (null: it does not expire).
 */
export const PlayLine = v.pipe(
  v.looseObject({
    id: v.string(),
    name: v.string(),
    url: Url,
    expiresIn: v.nullish(v.pipe(v.number(), v.minValue(0)), null),
  }),
  v.transform((line) => ({ ...line, expiresAt: line.expiresIn === null ? null : Date.now() + line.expiresIn })),
);
export type PlayLine = v.InferOutput<typeof PlayLine>;

export const RoomPresenter = v.looseObject({
  id: Id,
  nickName: v.string(),
  avatar: v.string(),
  intro: v.nullish(v.string(), ''),
  followers: Count,
  following: v.boolean(),
});
export type RoomPresenter = v.InferOutput<typeof RoomPresenter>;

/** getInfo: the room. A room without a readable presenter or fee rule cannot open: those are required. */
export const StreamInfo = v.looseObject({
  ...StreamCard.entries,
  groupId: v.pipe(v.string(), v.minLength(1)),
  presenter: RoomPresenter,
  reserved: v.boolean(),
  reserveCount: Count,
  feeInfo: v.looseObject({ required: v.boolean(), price: v.number(), paid: v.boolean() }),
  lines: recordList(PlayLine, 'lines'),
});
export type StreamInfo = v.InferOutput<typeof StreamInfo>;

export const StreamState = v.looseObject({
  streamId: Id,
  state: v.picklist(['live', 'offline', 'ended']),
  status: StreamStatus,
});
export type StreamState = v.InferOutput<typeof StreamState>;

export const VideoMatch = v.looseObject({
  ...StreamMatch.entries,
  fbId: Id,
  streamIds: v.array(Id),
  liveStreamIds: v.array(Id),
});
export type VideoMatch = v.InferOutput<typeof VideoMatch>;

export const Presenter = v.looseObject({
  ...RoomPresenter.entries,
  liveStreamId: v.nullish(Id, null),
  streamIds: v.nullish(v.array(Id), () => []),
});
export type Presenter = v.InferOutput<typeof Presenter>;

export const FollowResult = v.looseObject({ presenterId: Id, following: v.boolean(), followers: Count });
export type FollowResult = v.InferOutput<typeof FollowResult>;

export const FollowedPresenter = v.looseObject({
  presenterId: Id,
  nickName: v.string(),
  avatar: v.string(),
  liveStreamId: v.nullish(Id, null),
});
export type FollowedPresenter = v.InferOutput<typeof FollowedPresenter>;

export const ReserveResult = v.looseObject({ streamId: Id, reserved: v.boolean(), reserveCount: Count });
export type ReserveResult = v.InferOutput<typeof ReserveResult>;

/** One of the viewer's reservations (push/order/list): the personal center names it by title and presenter. */
export const Reservation = v.looseObject({
  streamId: Id,
  presenterId: Id,
  presenterName: v.string(),
  title: v.string(),
  startTime: v.number(),
  status: StreamStatus,
  reservedAt: unread(v.number()),
});
export type Reservation = v.InferOutput<typeof Reservation>;

export const FeeStatus = v.looseObject({
  streamId: Id,
  fee: v.boolean(),
  price: v.number(),
  paid: v.boolean(),
  balance: v.number(),
  currency: v.string(),
});
export type FeeStatus = v.InferOutput<typeof FeeStatus>;

export const FeePaid = v.looseObject({ streamId: Id, paid: v.literal(true), balance: v.number() });
export type FeePaid = v.InferOutput<typeof FeePaid>;

/** gameId and scores[].scores as 'a:b'. */
const ScoreText = v.pipe(v.string(), v.regex(/^\d+:\d+$/));
export const MatchScore = v.looseObject({
  gameId: Id,
  scores: v.array(v.looseObject({ type: unread(v.string()), scores: ScoreText })),
});
export type MatchScore = v.InferOutput<typeof MatchScore>;

export const LineSwitch = v.looseObject({ enabled: v.boolean() });
export const LiveStats = v.looseObject({ live: Count, upcoming: Count, viewers: Count, presenters: unread(Count) });
export type LiveStats = v.InferOutput<typeof LiveStats>;

export const streamList = recordList(StreamCard);
export const videoMatchList = recordList(VideoMatch);
export const followedList = recordList(FollowedPresenter);
export const reservationList = recordList(Reservation);
export const scoreList = recordList(MatchScore);
export const tagList = recordList(CoverTag);
