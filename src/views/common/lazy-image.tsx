import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ImgHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { LAZY_IMAGE } from '../../config/constants';
import { LruSet } from '../../lib/platform/lru-set';

/**
 * URLs known to have loaded. A remount (a list row scrolled back in, a tab switched back) shows
 * them at once instead of waiting for the observer again. Bounded so a long session cannot grow it.
 */
export const loadedImageUrls = new LruSet<string>(LAZY_IMAGE.cacheEntries);

/** Preload factor 1.3: start loading when the image is within 30% of a viewport height of view. */
export const PRELOAD_ROOT_MARGIN = `${Math.round((LAZY_IMAGE.preloadFactor - 1) * 100)}% 0px`;

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> {
  readonly src: string;
  /**
   * Accessible name of the neutral box shown once every attempt has failed. Without it a failed
   * image is simply hidden (decorative images, where an error box would only add noise).
   */
  readonly errorLabel?: string;
  readonly errorClassName?: string;
  /**
   * What stands in once every attempt has failed (or there was no source), instead of the neutral
   * box: a game's initials, say. Wins over `errorLabel`.
   */
  readonly fallback?: ReactNode;
  /** Wait before the next attempt; spacing retries avoids hammering a CDN that just failed. */
  readonly retryDelayMs?: number;
  /**
   * Load at once, without waiting for the visibility observer: for an image that is in view on
   * arrival (a page's LCP element), where waiting cost a render and a frame before the request.
   */
  readonly eager?: boolean;
}

/** Keyed by src so a new source starts over: fresh attempts, fresh visibility. */
export function LazyImage(props: LazyImageProps) {
  return <LazyImageLoader key={props.src} {...props} />;
}

const ERROR_BOX_STYLE: CSSProperties = {
  display: 'inline-block',
  background: 'var(--color-placeholder, rgba(127, 127, 127, 0.18))',
  borderRadius: 'var(--radius-sm, 4px)',
};

function canObserve(): boolean {
  return typeof globalThis.IntersectionObserver === 'function';
}

function LazyImageLoader({
  src,
  errorLabel,
  errorClassName,
  fallback,
  retryDelayMs = LAZY_IMAGE.throttleMs,
  eager = false,
  alt = '',
  onLoad,
  onError,
  ...rest
}: LazyImageProps) {
  // Without IntersectionObserver there is no cheap way to know visibility: load eagerly.
  const [visible, setVisible] = useState(() => eager || loadedImageUrls.has(src) || !canObserve());
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(() => src.trim() === '');
  const imgRef = useRef<HTMLImageElement>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const element = imgRef.current;
    if (visible || failed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin: PRELOAD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, failed]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>): void => {
    loadedImageUrls.add(src);
    onLoad?.(event);
  };

  const handleError = (event: SyntheticEvent<HTMLImageElement>): void => {
    onError?.(event);
    loadedImageUrls.delete(src);
    if (attempt >= LAZY_IMAGE.attempts) {
      setFailed(true);
      return;
    }
    const next = (): void => setAttempt((n) => n + 1);
    if (retryDelayMs > 0) retryTimer.current = setTimeout(next, retryDelayMs);
    else next();
  };

  if (failed) {
    return (
      <>
        {fallback !== undefined ? (
          fallback
        ) : errorLabel !== undefined ? (
          <span
            role="img"
            aria-label={errorLabel}
            className={errorClassName}
            style={{ ...ERROR_BOX_STYLE, width: rest.width, height: rest.height }}
            data-lazy-image-error=""
          />
        ) : null}
        <img {...rest} alt={alt} hidden />
      </>
    );
  }

  // A new key per attempt gives a fresh element, which makes the browser request the image again.
  return (
    <img
      key={attempt}
      ref={imgRef}
      {...rest}
      alt={alt}
      src={visible ? src : undefined}
      data-attempt={attempt}
      onLoad={handleLoad}
      onError={handleError}
    />
  );
}
