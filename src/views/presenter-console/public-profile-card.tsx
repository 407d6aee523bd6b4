import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { useNumber } from '../common/use-number';

/**
 * The presenter's public profile as viewers get it (getInfo2: the room header, the lobby): name,
 * avatar, followers, whether a stream is on air. The profile tab keys it by its saves, so each save
 * reads it again and the presenter sees their edit the way a viewer will.
 */
export function PublicProfileCard({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('presenter');
  const { number } = useNumber();
  const services = useServices();
  const load = useResource(async () => (await services.live()).presenter(presenterId));
  const presenter = load.data;
  return (
    <section className="pc-card pc-public" aria-labelledby="pc-public-title" data-testid="public-profile">
      <h2 id="pc-public-title" className="pc-card__title">
        {t('profile.publicTitle')}
      </h2>
      {load.status === 'loading' && <p role="status">{t('profile.publicLoading')}</p>}
      {load.status === 'failed' && (
        <div role="alert" className="pc-alert">
          <p>{t('profile.publicFailed')}</p>
          <button type="button" className="btn" onClick={load.retry}>
            {t('profile.retry')}
          </button>
        </div>
      )}
      {load.status === 'ready' && presenter && (
        <div className="pc-public__body">
          <img
            className="pc-avatar"
            src={presenter.avatar}
            alt={t('profile.avatarAlt', { name: presenter.nickName })}
            width={48}
            height={48}
          />
          <div>
            <p className="pc-public__name">{presenter.nickName}</p>
            <p className="pc-public__meta">
              <span data-testid="public-followers">
                {t('profile.followers', { count: presenter.followers, n: number(presenter.followers) })}
              </span>
              {' · '}
              <span>{presenter.liveStreamId === null ? t('profile.offAir') : t('profile.liveNow')}</span>
              {' · '}
              <span>{t('profile.streams', { count: presenter.streamIds.length })}</span>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
