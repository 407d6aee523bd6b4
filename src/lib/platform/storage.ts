import { isLanguage, type Language } from '../../config/variant';
import { isValidDeviceId } from './device-id';
import { isOddsFormat, type OddsFormat } from '../format/odds';
import { EMPTY_POPUP_AD_RECORD, toPopupAdRecord, type PopupAdRecord } from '../rules/popup-ad';

/**
 * Typed access to the local storage items. Stored values outlive releases and
 * can be edited by hand, so every read validates and falls back to a default instead of throwing;
 * every write swallows storage errors (quota, private mode) since losing a preference must not
 * break the page.
 */

export const STORAGE_KEYS = {
  token: 'token',
  providerConfig: 'fbConfig',
  userInfo: 'userInfo',
  followList: 'followList',
  role: 'role',
  collectedIds: 'collectIds',
  inviteCode: 'inviteCode',
  referCode: 'referCode',
  language: 'language',
  settings: 'settings',
  withdrawInfo: 'withdrawInfo',
  deviceId: 'deviceId',
  pushOrder: 'pushOrder',
  popupAd: 'popupAd',
  theme: 'local-theme',
  betSlip: 'betSlip',
  pendingBets: 'pendingBets',
  pendingCashier: 'pendingCashier',
} as const;

export interface ProviderConfig {
  readonly FBBaseURL: string;
  readonly FBToken: string;
}

export interface StoredUserInfo {
  readonly userName: string;
  readonly regCurrency?: string;
  readonly role?: number;
  readonly [field: string]: unknown;
}

/** Followed match ids by sport id. */
export type FollowList = Readonly<Record<string, readonly number[]>>;

/** Provider `oddsChange`: 0 reject any change, 1 accept better odds, 2 accept any. */
export type OddsChange = 0 | 1 | 2;

export interface Settings {
  readonly oddsFormat: OddsFormat;
  readonly oddsChange: OddsChange;
}

export type Theme = 'dark' | 'light';

export interface StoredItems {
  token: string | null;
  providerConfig: ProviderConfig | null;
  userInfo: StoredUserInfo | null;
  followList: FollowList;
  role: number | null;
  /** Favourite games per member; validated by src/lib/rules/game-favourites.ts. */
  collectedIds: unknown;
  inviteCode: string | null;
  referCode: string | null;
  language: Language | null;
  settings: Settings;
  withdrawInfo: Readonly<Record<string, unknown>> | null;
  deviceId: string | null;
  /** Shape not described; kept as the JSON the caller stored. */
  pushOrder: unknown;
  popupAd: PopupAdRecord;
  theme: Theme;
  /** The bet slip (legs, kind, stakes); validated by src/machines/bet-slip/slip-storage.ts. */
  betSlip: unknown;
  /** Placements not yet final, per user name; validated there too. Survives logout on purpose. */
  pendingBets: unknown;
  /** Deposit and withdraw orders not yet settled, per user and kind; validated by src/machines/wallet/cashier-storage.ts. */
  pendingCashier: unknown;
}

export type StorageItem = keyof StoredItems;

export const DEFAULT_SETTINGS: Settings = { oddsFormat: 1, oddsChange: 1 };

interface Codec<T> {
  /** Plain text items are stored unquoted, so other tools (and old builds) can read them. */
  readonly text?: boolean;
  readonly fallback: T;
  /** Validates a parsed value; returns the fallback for anything unexpected. */
  decode(value: unknown): T;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmptyText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const toId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const text = (decode: (v: unknown) => string | null = nonEmptyText): Codec<string | null> => ({
  text: true,
  fallback: null,
  decode,
});

const CODECS: { readonly [K in StorageItem]: Codec<StoredItems[K]> } = {
  token: text(),
  providerConfig: {
    fallback: null,
    decode: (v) =>
      isRecord(v) && typeof v.FBBaseURL === 'string' && typeof v.FBToken === 'string'
        ? { FBBaseURL: v.FBBaseURL, FBToken: v.FBToken }
        : null,
  },
  userInfo: {
    fallback: null,
    decode: (v) => (isRecord(v) && typeof v.userName === 'string' ? (v as StoredUserInfo) : null),
  },
  followList: {
    fallback: {},
    decode: (v) => {
      if (!isRecord(v)) return {};
      const out: Record<string, number[]> = {};
      for (const [sport, ids] of Object.entries(v)) {
        if (Array.isArray(ids)) out[sport] = ids.map(toId).filter((id): id is number => id !== null);
      }
      return out;
    },
  },
  role: { fallback: null, decode: toId },
  collectedIds: { fallback: null, decode: (v) => v ?? null },
  inviteCode: text(),
  referCode: text(),
  language: { text: true, fallback: null, decode: (v) => (isLanguage(v) ? v : null) },
  settings: {
    fallback: DEFAULT_SETTINGS,
    decode: (v) => {
      if (!isRecord(v)) return DEFAULT_SETTINGS;
      const oddsChange =
        v.oddsChange === 0 || v.oddsChange === 1 || v.oddsChange === 2 ? v.oddsChange : DEFAULT_SETTINGS.oddsChange;
      return { oddsFormat: isOddsFormat(v.oddsFormat) ? v.oddsFormat : DEFAULT_SETTINGS.oddsFormat, oddsChange };
    },
  },
  withdrawInfo: { fallback: null, decode: (v) => (isRecord(v) ? v : null) },
  deviceId: { text: true, fallback: null, decode: (v) => (isValidDeviceId(v) ? v : null) },
  pushOrder: { fallback: null, decode: (v) => v ?? null },
  popupAd: { fallback: EMPTY_POPUP_AD_RECORD, decode: toPopupAdRecord },
  theme: { text: true, fallback: 'dark', decode: (v) => (v === 'light' ? 'light' : 'dark') },
  betSlip: { fallback: null, decode: (v) => v ?? null },
  pendingBets: { fallback: null, decode: (v) => v ?? null },
  pendingCashier: { fallback: null, decode: (v) => v ?? null },
};

/** What logout clears (docs/product.md, "Sign-in and session"); the device id, language and theme survive it. */
export const SESSION_ITEMS: readonly StorageItem[] = ['token', 'userInfo', 'settings', 'providerConfig', 'role'];

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AppStorage {
  get<K extends StorageItem>(item: K): StoredItems[K];
  /** False when the browser refused the write. null or undefined removes the item. */
  set<K extends StorageItem>(item: K, value: StoredItems[K]): boolean;
  remove(item: StorageItem): void;
  clearSession(): void;
}

export function createAppStorage(backend: StorageLike): AppStorage {
  const remove = (item: StorageItem): void => {
    try {
      backend.removeItem(STORAGE_KEYS[item]);
    } catch {
      // Storage disabled: there is nothing to remove.
    }
  };

  return {
    get<K extends StorageItem>(item: K): StoredItems[K] {
      const codec = CODECS[item] as Codec<StoredItems[K]>;
      let raw: string | null;
      try {
        raw = backend.getItem(STORAGE_KEYS[item]);
      } catch {
        return codec.fallback;
      }
      if (raw === null) return codec.fallback;
      if (codec.text) return codec.decode(raw);
      try {
        return codec.decode(JSON.parse(raw));
      } catch {
        return codec.fallback;
      }
    },
    set<K extends StorageItem>(item: K, value: StoredItems[K]): boolean {
      if (value === null || value === undefined) {
        remove(item);
        return true;
      }
      const codec = CODECS[item];
      try {
        backend.setItem(STORAGE_KEYS[item], codec.text ? String(value) : JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove,
    clearSession(): void {
      for (const item of SESSION_ITEMS) remove(item);
    },
  };
}

/** A Map-backed stand-in for tests and for browsers that refuse localStorage. */
export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when it can be used (merely touching it throws in some privacy modes), else memory. */
export function browserStorage(): StorageLike {
  try {
    const storage = globalThis.localStorage;
    const probe = '__matchday_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
