import { describe, expect, it } from 'vitest';
import { clear, NO_LOGIN_KEY, type PopupAdRecord } from './popup-ad';
import { localDay, pickPopupAd, recordShown } from './popup-ad-plan';

/** The popup ad's once-a-day rule on pinned dates: per user (or the no-login key), per ad key. */
const ADS = [{ key: 'first-deposit' }, { key: 'daily-sign' }];
// 16:30 UTC: 23:30 on the 22nd in Ho Chi Minh City, 00:30 on the 23rd in Shanghai.
const PINNED = Date.parse('2026-11-22T16:30:00Z');

function visit(record: PopupAdRecord, user: string | null, today: string) {
  const ad = pickPopupAd(ADS, record, user, today);
  return { ad: ad?.key ?? null, record: ad ? recordShown(record, user, ad.key, today) : record };
}

describe('popup ad plan', () => {
  it('shows each ad once a day to a user, then nothing until the next day', () => {
    let r = visit(clear(), 'demo', '2026-11-22');
    expect(r.ad).toBe('first-deposit');
    r = visit(r.record, 'demo', '2026-11-22');
    expect(r.ad).toBe('daily-sign');
    r = visit(r.record, 'demo', '2026-11-22');
    expect(r.ad).toBeNull();
    expect(visit(r.record, 'demo', '2026-11-23').ad).toBe('first-deposit');
  });

  it('keeps a guest (the no-login key) apart from a member', () => {
    const guest = visit(clear(), null, '2026-11-22');
    expect(guest.record.list).toEqual([`${NO_LOGIN_KEY}#first-deposit`]);
    expect(visit(guest.record, 'demo', '2026-11-22').ad).toBe('first-deposit');
    expect(visit(guest.record, '', '2026-11-22').ad).toBe('daily-sign');
  });

  it('shows everything again after the clear function', () => {
    let r = visit(clear(), 'demo', '2026-11-22');
    r = visit(r.record, 'demo', '2026-11-22');
    expect(visit(r.record, 'demo', '2026-11-22').ad).toBeNull();
    expect(visit(clear(), 'demo', '2026-11-22').ad).toBe('first-deposit');
  });

  it("takes the day in the browser's time zone", () => {
    expect(localDay(PINNED, 'Asia/Ho_Chi_Minh')).toBe('2026-11-22');
    expect(localDay(PINNED, 'Asia/Shanghai')).toBe('2026-11-23');
    expect(localDay(PINNED, 'UTC')).toBe('2026-11-22');
  });
});
