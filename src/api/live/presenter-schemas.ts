import * as v from 'valibot';
import { recordList } from '../record-list';
import { StreamCard } from './live-schemas';

/** The presenter console's answers (docs/live-api.md "Presenter console"). */

const Id = v.pipe(v.number(), v.safeInteger());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** What the presenter's encoder does: never on air yet, on air, dropped after going on air, stream stopped. */
export const EncoderState = v.picklist(['waiting', 'live', 'lost', 'stopped']);
export type EncoderState = v.InferOutput<typeof EncoderState>;

/** Where OBS or ffmpeg pushes: the RTMP server URL and the stream key (the owner only sees it). */
export const PushTarget = v.looseObject({
  url: v.pipe(v.string(), v.startsWith('rtmp://')),
  streamKey: v.pipe(v.string(), v.minLength(1)),
});
export type PushTarget = v.InferOutput<typeof PushTarget>;

/** The owner's view of one of their streams. */
export const OwnStream = v.looseObject({
  ...StreamCard.entries,
  encoder: EncoderState,
  bitrateKbps: Count,
  tagIds: v.nullish(v.array(Id), () => []),
  coverId: v.nullish(v.string(), null),
  satellite: v.nullish(v.string(), ''),
  push: v.nullish(PushTarget, null),
});
export type OwnStream = v.InferOutput<typeof OwnStream>;

export const OwnStreams = v.looseObject({ presenterId: Id, records: recordList(OwnStream, 'records') });
export type OwnStreams = v.InferOutput<typeof OwnStreams>;

/** getStreamStatus of a presenter-made stream: the catalogue's answer plus the encoder. */
export const EncoderStatus = v.looseObject({
  streamId: Id,
  state: v.picklist(['live', 'offline', 'ended']),
  status: v.picklist([1, 2, 3, 4]),
  encoder: EncoderState,
  bitrateKbps: Count,
  viewers: Count,
});
export type EncoderStatus = v.InferOutput<typeof EncoderStatus>;

export const PresenterProfile = v.looseObject({
  presenterId: Id,
  nickName: v.string(),
  avatar: v.string(),
  intro: v.nullish(v.string(), ''),
  notice: v.nullish(v.string(), ''),
  schedule: v.nullish(v.string(), ''),
});
export type PresenterProfile = v.InferOutput<typeof PresenterProfile>;

export const ProfileSaved = v.looseObject({ presenterId: Id });

export const CoverUploaded = v.looseObject({ coverId: v.pipe(v.string(), v.minLength(1)), url: v.string() });
export type CoverUploaded = v.InferOutput<typeof CoverUploaded>;
