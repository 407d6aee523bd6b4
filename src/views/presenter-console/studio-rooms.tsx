import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { useNumber } from '../common/use-number';

/**
 * The presenter's rooms on air that the studio's encoder feeds, not this console (the catalogue's
 * streams under their name): shown beside a new stream's form so "New stream" is not read as "you
 * are off air". Nothing is shown while it loads, when it fails or when there is none: the form is the point.
 */
export function StudioRooms({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('presenter');
  const { number } = useNumber();
  const services = useServices();
  const load = useResource(
    async () => (await (await services.live()).streams({ presenterId, status: STREAM_STATUS.live })).records,
    { isEmpty: (rooms) => rooms.length === 0 },
  );
  if (load.status !== 'ready' || !load.data) return null;
  return (
    <section className="pc-card" aria-labelledby="pc-studio-title" data-testid="studio-rooms">
      <h2 id="pc-studio-title" className="pc-card__title">
        {t('studio.title')}
      </h2>
      <p className="pc-hint pc-studio__hint">{t('studio.hint')}</p>
      <ul className="pc-list">
        {load.data.map((room) => (
          <li key={room.id} className="pc-list__item">
            <div>
              <p className="pc-list__title">{room.title}</p>
              <p className="pc-hint">{t('studio.viewers', { count: room.viewers, n: number(room.viewers) })}</p>
            </div>
            <Link
              className="btn"
              to={`/anchorPlay/${room.id}`}
              aria-label={t('studio.openNamed', { title: room.title })}
            >
              {t('studio.open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
