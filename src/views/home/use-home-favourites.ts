import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../../lib/platform/load-once';
import type * as HomeFavouritesModule from './home-favourites';

type HomeFavourites = typeof HomeFavouritesModule;

/** The stars' words are in the lobby's namespace: loaded with the chunk, so a star never suspends the page. */
const load = loadOnce(() => import('./home-favourites'));

export type HomeFavouritesLoad =
  | { status: 'idle' | 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; module: HomeFavourites };

/**
 * The favourites part of the home page, loaded only once a member is signed in (a visitor's `/` keeps its
 * JavaScript, docs/bundle.md). A failed load (offline) can be retried; the tiles work without their stars.
 */
export function useHomeFavourites(member: boolean): HomeFavouritesLoad {
  const { i18n } = useTranslation();
  const [module, setModule] = useState<HomeFavourites | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!member || module) return;
    let live = true;
    setFailed(false);
    Promise.all([load(), i18n.loadNamespaces('games')]).then(
      ([loaded]) => live && setModule(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [member, module, i18n, attempt]);
  if (!member) return { status: 'idle' };
  if (module) return { status: 'ready', module };
  return failed ? { status: 'failed', retry: () => setAttempt((n) => n + 1) } : { status: 'loading' };
}
