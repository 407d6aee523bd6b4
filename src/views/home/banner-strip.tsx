import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../api/site/app-api';
import { LazyImage } from '../common/lazy-image';
import { useImageSrc } from '../common/use-image-src';

/** Banners side by side with scroll snapping: swipe on H5, a row on PC. */
export function BannerStrip({ banners, loading }: { banners: Banner[] | null; loading: boolean }) {
  const { t } = useTranslation('home');
  const src = useImageSrc();
  if (loading || !banners)
    return (
      <div className="banner-strip">
        <div className="banner skeleton" />
      </div>
    );
  return (
    <div className="banner-strip" role="region" aria-label={t('banners')} tabIndex={0}>
      {banners.map((b, i) => {
        const body = (
          <>
            {/* The first banner is the largest thing on the home screen (its LCP element): fetch it first, at once. */}
            <LazyImage
              src={src(b.imageUrl)}
              alt=""
              errorLabel={t('imageMissing')}
              className="banner-img"
              fetchPriority={i === 0 ? 'high' : undefined}
              eager={i === 0}
            />
            <span className="banner-title">{b.title}</span>
          </>
        );
        // A link the address check dropped (api/safe-link.ts) leaves the banner shown, but not as a link.
        return b.link ? (
          <Link key={b.id} to={b.link} className="banner">
            {body}
          </Link>
        ) : (
          <div key={b.id} className="banner" data-testid="banner-unlinked">
            {body}
          </div>
        );
      })}
    </div>
  );
}
