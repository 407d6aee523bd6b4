import type { FeatureDeps } from '../feature-deps';

/** The presenter console's calls, loaded with the console. */
export const PRESENTER_CONSOLE_SERVICES = {
  presenter: ({ live }: FeatureDeps) =>
    import('../../api/live/presenter-api').then(({ createPresenterApi }) => createPresenterApi(live)),
};
