import { useCallback } from 'react';
import { resolveImageSrc } from '../../lib/platform/image-src';
import { useServices } from '../app-services';

/** Resolves server image paths by SPEC.md section 7's rule (siteHost on localhost/private nets). */
export function useImageSrc(): (src: string) => string {
  const { config } = useServices();
  return useCallback(
    (src: string) => resolveImageSrc(src, { pageOrigin: window.location.origin, siteHost: config.siteHost, hostname: window.location.hostname }),
    [config.siteHost],
  );
}
