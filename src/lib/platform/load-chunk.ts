/** What the chunk loader needs to know of the network; the browser's by default, a fake in tests. */
export interface Connectivity {
  online(): boolean;
  /** Resolves when the browser says the connection is back. */
  whenOnline(): Promise<void>;
  wait(ms: number): Promise<void>;
}

export const browserConnectivity: Connectivity = {
  online: () => navigator.onLine,
  whenOnline: () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  wait: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** Pauses before the retries of a chunk that failed while the browser said it was online. */
const RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * Loads a chunk (a dynamic import) so that a connection lost on the way does not fail it: while
 * offline it waits for the connection before asking, and a load that failed because the connection
 * went away asks again once it is back. A failure while online (a deploy in between, a flaky line)
 * is tried twice more after a pause, then rejected with the last error. Without this a screen that
 * went offline while its slip panel or feed was still loading showed the error page, though the
 * page it had was fine. Current browsers forget a failed module fetch, so asking again fetches it; one that
 * remembers it fails the retries at once, and the error shows as before.
 */
export async function retryChunk<T>(load: () => Promise<T>, net: Connectivity = browserConnectivity): Promise<T> {
  let retries = 0;
  for (;;) {
    if (!net.online()) await net.whenOnline();
    try {
      return await load();
    } catch (error) {
      if (!net.online()) continue;
      const delay = RETRY_DELAYS_MS[retries++];
      if (delay === undefined) throw error;
      await net.wait(delay);
    }
  }
}

/**
 * A chunk's loader that runs once and shares its promise with every caller (through retryChunk);
 * a load that failed in the end is forgotten, so the next call tries again.
 */
export function loadChunk<T>(load: () => Promise<T>, net?: Connectivity): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= retryChunk(load, net).catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
