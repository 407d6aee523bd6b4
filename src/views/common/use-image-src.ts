import { useCallback } from 'react';
import { resolveImageSrc } from '../../lib/platform/image-src';
import { useServices } from '../app-services';

/** Resolves server image paths from the page origin, or from siteHost on localhost and private networks. */
export function useImageSrc(): (src: string) => string {
  const { config } = useServices();
  return useCallback(
    (src: string) =>
      resolveImageSrc(src, {
        pageOrigin: window.location.origin,
        siteHost: config.siteHost,
        hostname: window.location.hostname,
      }),
    [config.siteHost],
  );
}
