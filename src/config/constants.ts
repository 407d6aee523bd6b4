/** Business constants and limits from docs/product.md, "Constants". */
export const HTTP_TIMEOUT_MS = 15_000;
export const SINGLE_WALLET_JUMP_TIMEOUT_MS = 10_000;
export const LIVE_STREAM_PAGE_SIZE = 999;
export const MATCH_PAGE_SIZE = 50;
export const HOT_RECOMMENDATION_LOBBY_ID = 1001104;
export const HOT_RECOMMENDATION_COUNT = 4;
export const MAINTENANCE_UTC_OFFSET = '+08:00';
export const PLAYER_VOLUME = 70;
export const LIVE_ROOM_INDENT = 260;
export const LAZY_IMAGE = { preloadFactor: 1.3, throttleMs: 200, attempts: 3, cacheEntries: 200 } as const;
export const PRESS_THRESHOLD_MS = 251;
export const DEBUG_CONSOLE_PRESS_MS = 6000;
export const OVERLAY = { offset: 8, zIndex: 1000 } as const;
export const TOAST_MS = 3000;
/** Site API success code, live API success code. */
export const SITE_SUCCESS_CODE = 200;
/** Session expired, in the envelope or as HTTP 401 (our choice, docs/decisions.md). */
export const SESSION_EXPIRED_CODE = 401;
export const MAINTENANCE_CODE = 8;
export const PROVIDER_TOKEN_EXPIRED_CODE = 14010;
/** A message for this code is never toasted (docs/product.md, "Error catalogue"). */
export const SILENT_TOAST_CODE = 1002000035;
/** Roles (docs/product.md, "Roles"; the meanings are ours, docs/decisions.md). */
export const ROLE = { member: 0, presenter: 1, superAdmin: 2 } as const;
export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const VIP_LEVELS = 12;
/**
 * How long a match must stay stale before the detail page says so in words (it is dimmed and not
 * selectable at once): on opening, the record is stale only until its subscription is answered,
 * and a notice shown for that moment moved the page and became its largest paint.
 */
export const STALE_NOTICE_DELAY_MS = 1_000;
