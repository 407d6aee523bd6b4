import type { AppStorage } from '../platform/storage';

/**
 * Favourite games (docs/product.md, "Games"): game ids kept in the storage item "collected ids", one list per
 * member, so another member signing in on the same device starts with their own list. The item is read back
 * through `toFavourites`, which keeps what is well formed and drops the rest (it outlives releases and can be
 * edited by hand). Bounded twice: a member keeps at most MAX_FAVOURITES games (adding one more drops the oldest),
 * a device keeps the lists of the MAX_MEMBERS members who changed theirs last.
 */

export const MAX_FAVOURITES = 100;
export const MAX_MEMBERS = 10;

/** One member's favourites, oldest first. */
export interface MemberFavourites {
  readonly user: string;
  readonly ids: readonly number[];
}

/** Most recently changed member first (an array, not an object: a numeric user name would reorder its keys). */
export type Favourites = readonly MemberFavourites[];

const NONE: readonly number[] = [];

/** The same member however the name was typed at sign-in. */
const keyOf = (userName: string) => userName.trim().toLowerCase();

const isGameId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** Validates the stored value; a list in the old shape (no member) is dropped, as nobody can tell whose it was. */
export function toFavourites(stored: unknown): Favourites {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const out: MemberFavourites[] = [];
  for (const entry of stored as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { user, ids } = entry as { user?: unknown; ids?: unknown };
    if (typeof user !== 'string' || !Array.isArray(ids)) continue;
    const key = keyOf(user);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push({ user: key, ids: [...new Set(ids.filter(isGameId))].slice(-MAX_FAVOURITES) });
    if (out.length === MAX_MEMBERS) break;
  }
  return out;
}

/** A member's favourite ids; the same empty list for a guest or a member without any (stable for React). */
export function favouritesOf(all: Favourites, userName: string | null): readonly number[] {
  if (!userName) return NONE;
  const key = keyOf(userName);
  return all.find((m) => m.user === key)?.ids ?? NONE;
}

/** `all` with the game added to or removed from the member's list; that member moves to the front. */
export function withFavourite(all: Favourites, userName: string, gameId: number, on: boolean): Favourites {
  const key = keyOf(userName);
  const ids = favouritesOf(all, key).filter((id) => id !== gameId);
  if (on) ids.push(gameId);
  const mine: MemberFavourites = { user: key, ids: ids.slice(-MAX_FAVOURITES) };
  const others = all.filter((m) => m.user !== key);
  return (mine.ids.length > 0 ? [mine, ...others] : others).slice(0, MAX_MEMBERS);
}

export interface FavouritesStore {
  get(): Favourites;
  /** Stars (on) or unstars one game for one member. */
  set(userName: string, gameId: number, on: boolean): void;
  /** Reads storage again (another tab changed it) and tells every subscriber. */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The favourites as an observable value. A change is applied to what storage holds at that moment (another tab
 * may have changed it since), and the new value is what every star reads at once: nothing waits on a server,
 * so two quick presses are two changes in order, never a star out of step with the list.
 */
export function createFavouritesStore(storage: AppStorage): FavouritesStore {
  let current = toFavourites(storage.get('collectedIds'));
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((l) => l());
  return {
    get: () => current,
    set(userName, gameId, on) {
      current = withFavourite(toFavourites(storage.get('collectedIds')), userName, gameId, on);
      storage.set('collectedIds', current.length > 0 ? current : null);
      tell();
    },
    refresh() {
      current = toFavourites(storage.get('collectedIds'));
      tell();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
