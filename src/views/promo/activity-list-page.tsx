import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clear } from '../../lib/rules/popup-ad';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import { useResource } from '../use-resource';
import { SERVICE_TIME_ZONE } from './use-promo';
import './promo.css';
import { useDateTime } from '../common/use-date-time';

const CATEGORIES = ['', 'sports', 'casino', 'deposit', 'daily', 'festival'] as const;

/** The activity (discount) list: every listed promotion as a card, filtered by category. */
export default function ActivityListPage() {
  const { t } = useTranslation('promo');
  const { storage, notices } = useServices();
  const api = useServices().promo;
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('');
  const resource = useResource(() => api().then((a) => a.list()));
  const date = useDateTime('shortMonthDay', SERVICE_TIME_ZONE);
  const cards = (resource.data ?? []).filter((c) => !category || c.category === category);
  return (
    <main className="page promo-list-page" data-testid="activity-list">
      <h1>{t('list.heading')}</h1>
      <div className="promo-chips" role="group" aria-label={t('list.categories')}>
        {CATEGORIES.map((c) => (
          <button
            key={c || 'all'}
            type="button"
            className={`promo-chip ${category === c ? 'is-active' : ''}`}
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
          >
            {t(`list.category.${c || 'all'}`)}
          </button>
        ))}
      </div>
      {resource.status === 'failed' && <LoadFailed what={t('list.what')} onRetry={resource.retry} />}
      {resource.status === 'loading' && (
        <div className="promo-cards" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="promo-card card skeleton" />
          ))}
        </div>
      )}
      {resource.status === 'empty' && <p className="empty card">{t('list.empty')}</p>}
      {resource.data && (
        <ul className="promo-cards">
          {cards.map((c) => (
            <li key={c.id} className="promo-card card" data-testid={`promo-card-${c.id}`}>
              {c.imageUrl ? (
                <img className="promo-card-img" src={c.imageUrl} alt="" width={1200} height={360} loading="lazy" />
              ) : (
                <div className="promo-card-img" />
              )}
              <div className="promo-card-text">
                <h2>
                  <Link to={c.path}>{c.title}</Link>
                </h2>
                <p className="muted">{c.summary}</p>
                <p className="promo-period">{t('period', { start: date(c.startTime), end: date(c.endTime) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="promo-list-foot">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            // The clear function of the popup-ad record (docs/product.md, "Promotions"): today's ads show again.
            storage.set('popupAd', clear());
            notices.push({ tone: 'info', text: t('list.adsCleared') });
          }}
        >
          {t('list.showAdsAgain')}
        </button>
      </p>
    </main>
  );
}
