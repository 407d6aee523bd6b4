import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A chunk's loader that loads once and remembers the module once it is there. */
export interface ReadyLoader<T> {
  (): Promise<{ default: T }>;
  loaded?: { default: T };
}

/** Loads once (again after a failure) and keeps the module for lazyReady. */
export function readyLoader<T>(load: () => Promise<{ default: T }>): ReadyLoader<T> {
  let pending: Promise<{ default: T }> | null = null;
  const loader: ReadyLoader<T> = () =>
    (pending ??= load().then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
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
    return now as unknown as Promise<{ default: T }>;
  });
}
