/**
 * A loader that runs once and shares its promise with every caller; a failed load is forgotten, so
 * the next call tries again (a lazy chunk that failed on a flaky network is not failed for ever).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
