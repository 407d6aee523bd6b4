import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { listPage, type BulletinPage } from '../../../api/provider/bulletin-api';
import { useServices } from '../../app-services';
import { LoadFailed } from '../../common/load-failed';
import { useResource } from '../../use-resource';
import { BackLink } from '../detail/back-link';
import { useDateTime } from '../../common/use-date-time';
import { pageParam } from './page-param';
import '../../../styles/sports-detail.css';

const BULLETIN_PAGE_SIZE = 10;
/** Bulletin types with a label (designed with the simulator): 1 notice ... 5 rules. */
const KNOWN_TYPES = new Set([1, 2, 3, 4, 5]);

/**
 * /sports/bulletins: every provider bulletin in the provider's order, a page at a time (`listPage`). The page
 * number lives in the URL so back and forward walk the pages; each page is its own resource
 * (keyed remount), so a late answer for page 1 can never fill page 2.
 */
export default function BulletinsPage() {
  const { t } = useTranslation('bulletins');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo(0, 0);
  };
  return (
    <main className="page bulletins-page">
      <BackLink label={t('backToSports')} navLabel={t('breadcrumb')} stepBack={false} />
      <h1 className="sd-page-title">{t('title')}</h1>
      <BulletinList key={page} page={page} onPage={goTo} />
    </main>
  );
}

function BulletinList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('bulletins');
  const { clients } = useServices();
  const resource = useResource(() => listPage(clients.provider, { current: page, size: BULLETIN_PAGE_SIZE }), {
    isEmpty: (p: BulletinPage) => p.records.length === 0,
  });
  const format = useDateTime('dateTime');
  const { hash } = useLocation();
  const ready = resource.status === 'ready';

  // A marquee item links to #bulletin-<id>: the list arrives after navigation, so scroll once it is there.
  useEffect(() => {
    if (!ready || !hash.startsWith('#bulletin-')) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [ready, hash]);

  if (resource.status === 'loading' || resource.status === 'loaded') {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="bulletin-list">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton bulletin-skeleton" />
        ))}
      </div>
    );
  }
  if (resource.status === 'failed') return <LoadFailed what={t('title')} onRetry={resource.retry} />;
  if (resource.status === 'empty' || !resource.data) {
    return (
      <div className="empty">
        <p>{page > 1 ? t('emptyPage') : t('empty')}</p>
        {page > 1 && (
          <button type="button" className="btn" onClick={() => onPage(1)}>
            {t('firstPage')}
          </button>
        )}
      </div>
    );
  }

  const data = resource.data;
  const pageTotal = data.pageTotal ?? Math.ceil(data.total / Math.max(1, data.size));
  return (
    <>
      <ol className="bulletin-list">
        {data.records.map((b) => (
          <li key={b.id}>
            <article
              id={`bulletin-${b.id}`}
              className="bulletin card"
              tabIndex={-1}
              aria-labelledby={`bulletin-title-${b.id}`}
            >
              <header className="bulletin-head">
                <h2 id={`bulletin-title-${b.id}`}>{b.title}</h2>
                <div className="bulletin-meta">
                  {typeof b.type === 'number' && KNOWN_TYPES.has(b.type) && (
                    <span className={`bulletin-type type-${b.type}`}>{t(`type.${b.type}`)}</span>
                  )}
                  {typeof b.publishTime === 'number' && (
                    <time className="bulletin-time tabular" dateTime={new Date(b.publishTime).toISOString()}>
                      {format(b.publishTime)}
                    </time>
                  )}
                </div>
              </header>
              <p className="bulletin-content">{b.content}</p>
            </article>
          </li>
        ))}
      </ol>
      {pageTotal > 1 && (
        <nav className="pager" aria-label={t('pages')}>
          <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('previous')}
          </button>
          <span className="pager-status tabular" aria-live="polite">
            {t('pageOf', { page, total: pageTotal })}
          </span>
          <button type="button" className="btn" disabled={page >= pageTotal} onClick={() => onPage(page + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}
