/**
 * Day boundaries. The provider lives in UTC+8 (docs/product.md, "Constants": maintenance and daily windows
 * are +08:00), so "today" is the UTC+8 calendar day. Late in that day the Today tab would be
 * nearly empty, which no real book shows, so today runs at least 4 hours past now.
 */
const DAY = 86_400_000;
const UTC8 = 8 * 3_600_000;

export const startOfDayUtc8 = (ms: number) => Math.floor((ms + UTC8) / DAY) * DAY - UTC8;
export const endOfDayUtc8 = (ms: number) => startOfDayUtc8(ms) + DAY;

/** The end (exclusive) of the "today" list. */
export const todayEnd = (now: number) => Math.max(endOfDayUtc8(now), now + 4 * 3_600_000);

export const roundTo5Min = (ms: number) => Math.round(ms / 300_000) * 300_000;

export { DAY };
