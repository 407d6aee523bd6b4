import { safePath } from '../../lib/platform/safe-url';

/**
 * Only a same-site path is followed after a phone login or register: `/sports?x=1` yes;
 * `https://evil.example`, `//evil.example`, `/\evil.example` and `javascript:` no (no open redirect).
 * The value arrives URL-encoded in the query, so it is decoded before the one address check.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return safePath(decodeURIComponent(value));
  } catch {
    return null;
  }
}
