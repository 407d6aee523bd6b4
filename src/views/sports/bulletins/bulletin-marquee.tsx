import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listTop, type Bulletin } from '../../../api/provider/bulletin-api';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import '../../../styles/sports-detail.css';

/** Reading speed of the ticker: characters per second. */
const CHARS_PER_SECOND = 9;
const MIN_SECONDS = 18;

/**
 * The pinned bulletins (`listTop`) as a ticker at the top of the sports page. It scrolls, stops
 * while hovered or focused (and with its own pause button, since a phone has no hover: WCAG 2.2.2),
 * and stands still under prefers-reduced-motion (CSS), where the strip scrolls by hand instead.
 * Every item links to the bulletin list. A marquee is a secondary strip: while loading it keeps its
 * height with a skeleton, and with nothing pinned or a failed call it takes no room at all.
 */
export function BulletinMarquee() {
  const { t } = useTranslation('bulletins');
  const { clients } = useServices();
  const top = useResource(() => listTop(clients.provider));
  const [paused, setPaused] = useState(false);

  if (top.status === 'loading') return <div className="bulletin-marquee skeleton" aria-hidden="true" />;
  if (top.status !== 'ready' || !top.data) return null;

  const items = top.data;
  const length = items.reduce((sum, b) => sum + b.title.length + b.content.length, 0);
  const style = {
    '--marquee-duration': `${Math.max(MIN_SECONDS, Math.round(length / CHARS_PER_SECOND))}s`,
  } as CSSProperties;

  return (
    <section className={`bulletin-marquee card ${paused ? 'is-paused' : ''}`} aria-label={t('marqueeLabel')}>
      <span className="bulletin-marquee-icon" aria-hidden="true">
        <SpeakerIcon />
      </span>
      <div className="bulletin-marquee-window">
        <div className="bulletin-marquee-track" style={style}>
          <MarqueeItems items={items} />
          {/* The second copy makes the loop seamless; it is decoration for assistive technology. */}
          <MarqueeItems items={items} hidden />
        </div>
      </div>
      <button
        type="button"
        className="btn btn-ghost icon-button bulletin-marquee-toggle"
        aria-pressed={paused}
        aria-label={paused ? t('play') : t('pause')}
        onClick={() => setPaused((p) => !p)}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      {/* On a phone only the chevron shows; the word stays as the link's name. */}
      <Link to="/sports/bulletins" className="bulletin-marquee-more" aria-label={t('more')}>
        <span className="bulletin-marquee-more-text">{t('more')}</span>
        <ChevronIcon />
      </Link>
    </section>
  );
}

function MarqueeItems({ items, hidden = false }: { items: Bulletin[]; hidden?: boolean }) {
  return (
    <ul className="bulletin-marquee-list" aria-hidden={hidden || undefined}>
      {items.map((b) => (
        <li key={b.id}>
          <Link to={`/sports/bulletins#bulletin-${b.id}`} tabIndex={hidden ? -1 : undefined}>
            <strong>{b.title}</strong>
            <span className="bulletin-marquee-sep" aria-hidden="true">
              {'·'}
            </span>
            <span>{b.content}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const svg = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};
const SpeakerIcon = () => (
  <svg {...svg}>
    <path d="M3 10v4h4l5 4V6L7 10z" />
    <path d="M16 9a4 4 0 010 6M19 6a8 8 0 010 12" />
  </svg>
);
const PauseIcon = () => (
  <svg {...svg}>
    <path d="M8 5v14M16 5v14" />
  </svg>
);
const PlayIcon = () => (
  <svg {...svg}>
    <path d="M7 5l12 7-12 7z" />
  </svg>
);
const ChevronIcon = () => (
  <svg {...svg}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
