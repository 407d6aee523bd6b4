import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { LoadFailed } from '../common/load-failed';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { CardSkeletons, StreamGrid } from './live-sections';
import { useWarmRoom } from './warm-room';
import '../../styles/live.css';

const STRIP_MAX = 8;
const NO_SCORES: ReadonlyMap<number, string> = new Map();

/**
 * Home page: the streams on air now (stream/list, status 2), a sideways strip of cards into their
 * rooms (login asked there) and a link to the lobby. Nothing on air: the strip is not shown at all;
 * a failure shows a retry, as every home section does.
 */
export default function HomeLiveStrip() {
  const { t } = useTranslation('live');
  const services = useServices();
  const streams = useResource(async () =>
    (await (await services.live()).streams({ status: STREAM_STATUS.live })).records.slice(0, STRIP_MAX),
  );
  // The strip loads when scrolled to: a viewer who sees rooms on air is a press away from one.
  useWarmRoom((streams.data?.length ?? 0) > 0);
  if (streams.status === 'empty') return null;
  return (
    <section aria-labelledby="home-live-title" className="home-section home-live" data-testid="home-live-strip">
      <div className="live-section-head">
        <h2 id="home-live-title">
          <span className="live-dot" aria-hidden="true" /> {t('strip.title')}
        </h2>
        <Link to="/anchorPlay" className="btn btn-ghost">
          {t('strip.all')}
        </Link>
      </div>
      {streams.status === 'failed' ? (
        <LoadFailed what={t('strip.failed')} onRetry={streams.retry} />
      ) : streams.status === 'loading' ? (
        <CardSkeletons count={3} />
      ) : (
        <div className="strip-scroll">
          <StreamGrid streams={streams.data ?? []} scores={NO_SCORES} testId="home-live-streams" />
        </div>
      )}
    </section>
  );
}
