/**
 * The one check for an address the app did not write itself (a banner's link, a popup ad's path,
 * the customer-service link, an app download, the game the jump opens, a redirect after login)
 * before it becomes an href, a frame's src or a navigation. Kept: an absolute http(s) URL, or a
 * path on the page's own origin (`/x`, never `//host` or `/\host`, which browsers read as another
 * host). Everything else (`javascript:`, `data:`, `vbscript:`, `blob:`, relative paths, user:pass@
 * hosts, control characters or backslashes that smuggle a scheme past a naive check) is dropped,
 * logged and counted, so a bad server record shows as plain text instead of a link.
 */

/** C0 and C1 controls, line and paragraph separators, and the backslash browsers read as a slash. */
function smuggles(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || code === 0x5c)
      return true;
  }
  return false;
}
const HTTP_ABSOLUTE = /^https?:\/\//i;
/** Resolves a path when the caller has no page origin (a redirect after login). */
const PLACEHOLDER_ORIGIN = 'http://same.invalid';

let dropped = 0;

function drop(raw: string, reason: string): null {
  dropped += 1;
  console.warn(`Dropped an unsafe address (${reason}): ${JSON.stringify(raw.slice(0, 120))}`);
  return null;
}

function check(raw: string, origin: string, allowAbsolute: boolean): string | null {
  const text = raw.trim();
  if (text === '') return null;
  if (smuggles(text)) return drop(raw, 'control character or backslash');
  try {
    if (text.startsWith('/') && !text.startsWith('//')) {
      const base = new URL(origin);
      const url = new URL(text, base);
      if (url.origin !== base.origin) return drop(raw, 'not this origin');
      return url.pathname + url.search + url.hash;
    }
    if (allowAbsolute && HTTP_ABSOLUTE.test(text)) {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return drop(raw, 'scheme');
      // `https://matchday.example@evil.example/` reads like our site and goes elsewhere.
      if (url.username || url.password) return drop(raw, 'credentials in the address');
      return url.href;
    }
  } catch {
    return drop(raw, 'unparseable');
  }
  return drop(raw, allowAbsolute ? 'neither http(s) nor a path of this site' : 'not a path of this site');
}

/** An absolute http(s) URL (normalised), or a same-origin path; null for anything else. */
export function safeUrl(raw: string | null | undefined, origin: string): string | null {
  return typeof raw === 'string' ? check(raw, origin, true) : null;
}

/** A path of this site only (`/x?y#z`); null for anything else, absolute URLs included. */
export function safePath(raw: string | null | undefined): string | null {
  return typeof raw === 'string' ? check(raw, PLACEHOLDER_ORIGIN, false) : null;
}

/** Addresses dropped so far (tests, and a person debugging a blank link). */
export function droppedUrls(): number {
  return dropped;
}

export function resetDroppedUrls(): void {
  dropped = 0;
}
