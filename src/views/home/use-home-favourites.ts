import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/platform/load-chunk';
import type * as HomeFavouritesModule from './home-favourites';

type HomeFavourites = typeof HomeFavouritesModule;

/** The stars' words are in the lobby's namespace: loaded with the chunk, so a star never suspends the page. */
const load = loadChunk(() => import('./home-favourites'));

/**
 * The favourites part of the home page, loaded only when `wanted` (a member is signed in, or the filter is on):
 * a visitor's `/` keeps its JavaScript (docs/bundle.md). `retry` is there when the load failed in the end; the
 * tiles work without their stars meanwhile.
 */
export function useHomeFavourites(wanted: boolean): { module: HomeFavourites | null; retry: (() => void) | null } {
  const { i18n } = useTranslation();
  const [module, setModule] = useState<HomeFavourites | null>(null);
  const [failures, setFailures] = useState(0);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    Promise.all([load(), i18n.loadNamespaces('games')]).then(
      ([loaded]) => live && setModule(loaded),
      () => live && setFailures((n) => n + 1),
    );
    return () => {
      live = false;
    };
  }, [wanted, module, i18n, attempt]);
  return { module, retry: failures > attempt ? () => setAttempt(failures) : null };
}
