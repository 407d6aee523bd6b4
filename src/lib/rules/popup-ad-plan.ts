import { dateTimeFormat } from '../format/intl-cache';
import { markShown, shouldShow, type PopupAdRecord } from './popup-ad';

/**
 * Which popup ad a visit shows (docs/product.md, "Promotions"): the first of the server's list this user
 * (or the no-login key) has not seen today, each ad once a day by its key; none when all were seen.
 */
export function pickPopupAd<A extends { key: string }>(
  ads: readonly A[],
  record: PopupAdRecord,
  user: string | null | undefined,
  today: string,
): A | null {
  return ads.find((ad) => shouldShow(record, user, ad.key, today)) ?? null;
}

/** The record after showing that ad (the caller stores it before the ad is on screen). */
export const recordShown = (record: PopupAdRecord, user: string | null | undefined, key: string, today: string) =>
  markShown(record, user, key, today);

/** The local calendar day of an instant, 'yyyy-MM-dd', in a time zone (the browser's by default). */
export function localDay(ms: number, timeZone?: string): string {
  // en-CA writes dates as yyyy-MM-dd.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}
