import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clear, EMPTY_POPUP_AD_RECORD, markShown, NO_LOGIN_KEY, shouldShow, toPopupAdRecord } from './popup-ad';

const DAY1 = '2024-05-01';
const DAY2 = '2024-05-02';

describe('popup ad record', () => {
  it('shows once per user per day', () => {
    let record = clear();
    expect(shouldShow(record, 'alice', null, DAY1)).toBe(true);
    record = markShown(record, 'alice', null, DAY1);
    expect(shouldShow(record, 'alice', null, DAY1)).toBe(false);
    expect(shouldShow(record, 'bob', null, DAY1)).toBe(true);
  });

  it('shows again on a new day and drops the old list', () => {
    const day1 = markShown(markShown(clear(), 'alice', null, DAY1), 'bob', null, DAY1);
    expect(shouldShow(day1, 'alice', null, DAY2)).toBe(true);
    expect(markShown(day1, 'alice', null, DAY2)).toEqual({ date: DAY2, list: ['alice'] });
  });

  it('tracks keys separately when given', () => {
    const record = markShown(clear(), 'alice', 'ad-1', DAY1);
    expect(shouldShow(record, 'alice', 'ad-1', DAY1)).toBe(false);
    expect(shouldShow(record, 'alice', 'ad-2', DAY1)).toBe(true);
    expect(shouldShow(record, 'alice', null, DAY1)).toBe(true);
  });

  it('uses the no-login key for guests', () => {
    const record = markShown(clear(), '', null, DAY1);
    expect(record.list).toEqual([NO_LOGIN_KEY]);
    expect(shouldShow(record, undefined, null, DAY1)).toBe(false);
    expect(shouldShow(record, 'alice', null, DAY1)).toBe(true);
  });

  it('does not mutate the record or add duplicates', () => {
    const record = { date: DAY1, list: ['alice'] };
    const next = markShown(record, 'alice', null, DAY1);
    expect(next.list).toEqual(['alice']);
    markShown(record, 'bob', null, DAY1);
    expect(record.list).toEqual(['alice']);
  });

  it('clear resets every user', () => {
    expect(clear()).toEqual(EMPTY_POPUP_AD_RECORD);
    expect(shouldShow(clear(), 'alice', null, DAY1)).toBe(true);
  });

  it('after markShown, shouldShow is false for that entry only on that day (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.array(fc.string()), (user, key, others) => {
        const base = others.reduce((r, other) => markShown(r, other, null, DAY1), clear());
        const next = markShown(base, user, key, DAY1);
        expect(shouldShow(next, user, key, DAY1)).toBe(false);
        expect(shouldShow(next, user, key, DAY2)).toBe(true);
        expect(new Set(next.list).size).toBe(next.list.length);
      }),
    );
  });
});

describe('toPopupAdRecord', () => {
  it('keeps a well-formed record and drops non-string entries', () => {
    expect(toPopupAdRecord({ date: DAY1, list: ['a', 3, 'b'] })).toEqual({ date: DAY1, list: ['a', 'b'] });
  });

  it('turns malformed values into an empty record', () => {
    expect(toPopupAdRecord(null)).toEqual(EMPTY_POPUP_AD_RECORD);
    expect(toPopupAdRecord('x')).toEqual(EMPTY_POPUP_AD_RECORD);
    expect(toPopupAdRecord({ date: 5, list: [] })).toEqual(EMPTY_POPUP_AD_RECORD);
    expect(toPopupAdRecord({ date: DAY1, list: 'a' })).toEqual(EMPTY_POPUP_AD_RECORD);
  });
});
