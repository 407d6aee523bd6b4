import type * as v from 'valibot';
import type { SiteClient } from '../site-client';
import { LIVE_PAGE_SIZE } from './live-api';
import { ReservePage, tagList, videoMatchList } from './live-schemas';
import {
  CoverUploaded,
  EncoderStatus,
  OwnStream,
  OwnStreams,
  PresenterProfile,
  ProfileSaved,
} from './presenter-schemas';

/** What the presenter fills in to save or update a stream. */
export interface StreamDraft {
  fbId: number;
  title: string;
  tagIds: number[];
  /** Price to enter in the user's currency units; 0 is a free room. */
  fee: number;
  /** Epoch ms for a scheduled stream; omitted: now. */
  startTime?: number;
  coverId?: string | null;
  /** The satellite source shown with the stream. */
  satellite?: string;
}

export interface ProfileDraft {
  nickName?: string;
  avatar?: string;
  notice?: string;
  schedule?: string;
}

/**
 * The presenter console's calls (docs/live-api.md "Presenter console"): every one needs the presenter
 * role (the simulator answers 403 otherwise), edits need the stream's owner. Parsed by their schemas.
 */
export function createPresenterApi(client: SiteClient) {
  const post = <S extends v.GenericSchema>(
    url: string,
    schema: S,
    data: Record<string, unknown> | FormData = {},
    signal?: AbortSignal,
  ) => client.request({ method: 'POST', url, data, schema, signal });
  return {
    me: (signal?: AbortSignal) => post('/api/live/presenter/me', PresenterProfile, {}, signal),
    mine: (signal?: AbortSignal) => post('/api/live/stream/mine', OwnStreams, {}, signal),
    save: (draft: StreamDraft) => post('/api/live/stream/save', OwnStream, { ...draft }),
    /** The stream's fields through stream/update; a changed satellite source through its own call, satellite/save. */
    update: async (streamId: number, { satellite, ...draft }: Partial<StreamDraft>) => {
      const saved = await post('/api/live/stream/update', OwnStream, { streamId, ...draft });
      return satellite === undefined || satellite === saved.satellite
        ? saved
        : post('/api/live/satellite/save', OwnStream, { streamId, satellite });
    },
    stop: (streamId: number) => post('/api/live/stream/stop', OwnStream, { streamId }),
    cancelScheduled: (streamId: number) => post('/api/live/stream/reserve/cancel', OwnStream, { streamId }),
    satellite: (streamId: number, satellite: string) =>
      post('/api/live/satellite/save', OwnStream, { streamId, satellite }),
    status: (streamId: number, signal?: AbortSignal) =>
      post('/api/live/stream/getStreamStatus', EncoderStatus, { streamId }, signal),
    scheduled: (presenterId: number, signal?: AbortSignal) =>
      post('/api/live/stream/reserveList', ReservePage, { presenterId, pageNum: 1, pageSize: LIVE_PAGE_SIZE }, signal),
    matches: (signal?: AbortSignal) => post('/api/live/video/matchListFront', videoMatchList, {}, signal),
    tags: () => post('/api/live/cover/tag/list', tagList),
    uploadCover: (file: Blob, name = 'cover') => {
      const form = new FormData();
      form.append('file', file, name);
      return post('/api/live/cover/upload', CoverUploaded, form);
    },
    updateProfile: (draft: ProfileDraft) =>
      client.request({ method: 'PUT', url: '/api/user/presenter/update', data: { ...draft }, schema: ProfileSaved }),
  };
}
export type PresenterApi = ReturnType<typeof createPresenterApi>;
