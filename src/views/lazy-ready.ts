import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../lib/platform/load-chunk';

/** A chunk's loader that loads once and remembers the module once it is there. */
export interface ReadyLoader<T> {
  (): Promise<{ default: T }>;
  loaded?: { default: T };
}

/**
 * Loads once (again after a failure; through the network's ups and downs: loadChunk) and keeps the
 * module for lazyReady.
 */
export function readyLoader<T>(load: () => Promise<{ default: T }>): ReadyLoader<T> {
  const once = loadChunk(load);
  const loader: ReadyLoader<T> = () => once().then((module) => (loader.loaded = module));
  return loader;
}

/**
 * React.lazy that renders at once when its chunk has already arrived. React.lazy suspends on its
 * first render even then (an import() settles a task later): the screen painted its Suspense
 * fallback first, and React then held the real screen back until 300 ms after that fallback (its
 * fallback throttle), on a visit that had preloaded the chunk. Given a thenable
 * that resolves synchronously, React.lazy resolves in the same render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyReady<T extends ComponentType<any>>(loader: ReadyLoader<T>): LazyExoticComponent<T> {
  return lazy(() => {
    const module = loader.loaded;
    if (!module) return loader();
    const now = { then: (resolve: (value: { default: T }) => unknown) => void resolve(module) };
    // Third-party boundary: React.lazy is typed to take a Promise but uses only `then`; a real Promise would settle a task later.
    return now as unknown as Promise<{ default: T }>;
  });
}
