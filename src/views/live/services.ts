import type { FeatureDeps } from '../feature-deps';

/** The live catalogue's calls, loaded with the first live screen. */
export const LIVE_SERVICES = {
  /** Streams, rooms, follows, fee rooms, the home strip's list. */
  live: ({ live }: FeatureDeps) => import('../../api/live/live-api').then(({ createLiveApi }) => createLiveApi(live)),
};
