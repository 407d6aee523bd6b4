/**
 * The popup ad shows at most once a day per user, or once a day per ad key when the caller passes
 * one (docs/product.md, "Promotions": the popup-ad record is a date plus a list). The record is stored as it is;
 * these functions never mutate it.
 */

export interface PopupAdRecord {
  /** The day the list belongs to, e.g. '2024-05-01' (any stable per-day text works). */
  readonly date: string;
  /** Entries already shown that day: `<user>` or `<user>#<key>`. */
  readonly list: readonly string[];
}

/** Stands in for the user name before login, so guests are also asked only once a day. */
export const NO_LOGIN_KEY = '__guest__';

export const EMPTY_POPUP_AD_RECORD: PopupAdRecord = { date: '', list: [] };

function entryFor(user: string | null | undefined, key: string | null | undefined): string {
  const who = user?.trim() || NO_LOGIN_KEY;
  return key ? `${who}#${key}` : who;
}

/** True when this user (and key) has not seen the ad on `today`. A record of an older day counts as empty. */
export function shouldShow(
  record: PopupAdRecord,
  user: string | null | undefined,
  key: string | null | undefined,
  today: string,
): boolean {
  if (record.date !== today) return true;
  return !record.list.includes(entryFor(user, key));
}

/** The record after showing the ad; a new day starts a fresh list so the record never grows past a day. */
export function markShown(
  record: PopupAdRecord,
  user: string | null | undefined,
  key: string | null | undefined,
  today: string,
): PopupAdRecord {
  const entry = entryFor(user, key);
  const list = record.date === today ? record.list : [];
  return list.includes(entry) ? { date: today, list } : { date: today, list: [...list, entry] };
}

/** The record after a reset: every user sees the ad again. */
export function clear(): PopupAdRecord {
  return EMPTY_POPUP_AD_RECORD;
}

/** Tolerant reading of a stored value: anything malformed is an empty record. */
export function toPopupAdRecord(value: unknown): PopupAdRecord {
  if (typeof value !== 'object' || value === null) return EMPTY_POPUP_AD_RECORD;
  const { date, list } = value as { date?: unknown; list?: unknown };
  if (typeof date !== 'string' || !Array.isArray(list)) return EMPTY_POPUP_AD_RECORD;
  return { date, list: list.filter((entry): entry is string => typeof entry === 'string') };
}
