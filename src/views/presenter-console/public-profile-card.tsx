import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Presenter } from '../../api/live/live-schemas';
import { useServices } from '../app-services';

type Load = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; presenter: Presenter };

/**
 * The presenter's public profile as viewers get it (getInfo2: the room header, the lobby): name,
 * avatar, followers, whether a stream is on air. Read again after each save (`version`), so the
 * presenter sees their edit the way a viewer will.
 */
export function PublicProfileCard({ presenterId, version }: { presenterId: number; version: number }) {
  const { t, i18n } = useTranslation('presenter');
  const services = useServices();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    void services
      .live()
      .then((api) => api.presenter(presenterId, controller.signal))
      .then((presenter) => setLoad({ phase: 'ready', presenter }))
      .catch(() => !controller.signal.aborted && setLoad({ phase: 'failed' }));
    return () => controller.abort();
  }, [services, presenterId, version, attempt]);

  return (
    <section className="pc-card pc-public" aria-labelledby="pc-public-title" data-testid="public-profile">
      <h2 id="pc-public-title" className="pc-card__title">
        {t('profile.publicTitle')}
      </h2>
      {load.phase === 'loading' && <p role="status">{t('profile.publicLoading')}</p>}
      {load.phase === 'failed' && (
        <div role="alert" className="pc-alert">
          <p>{t('profile.publicFailed')}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('profile.retry')}
          </button>
        </div>
      )}
      {load.phase === 'ready' && (
        <div className="pc-public__body">
          <img className="pc-avatar" src={load.presenter.avatar} alt={t('profile.avatarAlt', { name: load.presenter.nickName })} width={48} height={48} />
          <div>
            <p className="pc-public__name">{load.presenter.nickName}</p>
            <p className="pc-public__meta">
              <span data-testid="public-followers">{t('profile.followers', { count: load.presenter.followers, n: load.presenter.followers.toLocaleString(i18n.language) })}</span>
              {' · '}
              <span>{load.presenter.liveStreamId === null ? t('profile.offAir') : t('profile.liveNow')}</span>
              {' · '}
              <span>{t('profile.streams', { count: load.presenter.streamIds.length })}</span>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
