/**
 * Only a same-site path is followed after a phone login or register: `/sports?x=1` yes;
 * `https://evil.example`, `//evil.example`, `/\evil.example` and `javascript:` no (no open redirect).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) can smuggle a scheme past naive checks.
  if ([...decoded].some((c) => c.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(decoded, 'http://same.invalid');
    return url.origin === 'http://same.invalid' ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
