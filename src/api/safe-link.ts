import * as v from 'valibot';
import { safePath, safeUrl } from '../lib/platform/safe-url';

/**
 * Server-given addresses go through the one check (lib/safe-url.ts) as they are parsed, so no
 * screen ever holds a `javascript:`, `data:` or `//other-host` value to put in an href or a src.
 */
const pageOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/** An optional link: a safe address, or null (dropped and logged) for the screen to show without a link. */
export const SafeLink = v.pipe(
  v.string(),
  v.transform((raw) => safeUrl(raw, pageOrigin())),
);

/** A link the record cannot do without: an unsafe one fails the record (a list leaves it out). */
export const RequiredSafeLink = v.pipe(
  v.string(),
  v.transform((raw) => safeUrl(raw, pageOrigin())),
  v.string('not a safe address'),
);

/** A path of this site (`/promo/x`), never `//host`: an unsafe one fails the record. */
export const SitePath = v.pipe(
  v.string(),
  v.transform((raw: string) => safePath(raw)),
  v.string('not a path of this site'),
);
