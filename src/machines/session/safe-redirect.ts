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
  if (/[\u0000-\u001f]/.test(decoded)) return null;
  try {
    const url = new URL(decoded, 'http://same.invalid');
    return url.origin === 'http://same.invalid' ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
