/**
 * The home screen's two requests (banners, lobbies) started by main.tsx before the first render
 * when the visit opens on `/`, instead of after the screen has mounted: the first banner is the
 * screen's largest element (its LCP), and on a slow phone the first render alone took a few
 * hundred milliseconds. The screen takes each answer once; a later mount (a language change, a
 * return to home) loads afresh, and an answer not taken within a few seconds is dropped as stale.
 */
const FRESH_MS = 10_000;
type Key = 'banners' | 'lobbies';
const early = new Map<Key, { at: number; answer: Promise<unknown> }>();

export function prefetchHome(api: { banners(): Promise<unknown>; lobbies(): Promise<unknown> }): void {
  for (const key of ['banners', 'lobbies'] as const) {
    const answer = api[key]();
    // Handled here so a failure nobody takes is not an unhandled rejection; the screen still sees it.
    answer.catch(() => undefined);
    early.set(key, { at: Date.now(), answer });
  }
}

/** The early answer for `key` if one is fresh, else `load()`. */
export function takeEarly<T>(key: Key, load: () => Promise<T>): Promise<T> {
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : load();
}
