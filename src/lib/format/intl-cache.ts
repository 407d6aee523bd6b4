/**
 * Every Intl formatter of the app comes from here. Building one is slow next to format() (the first
 * build per locale also loads its data), and lists format thousands of values, so each formatter is
 * built once per locale and options and then shared.
 */

/** Used when a locale tag is not one Intl knows, so a bad tag never breaks a balance or a date. */
export const FALLBACK_LOCALE = 'en-US';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, build: (locale: string) => F): F {
  // JSON drops `timeZone: undefined`, which Intl reads as the device's zone: both spellings share one entry.
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = build(locale);
    } catch {
      // Only a bad locale tag should land here; a bad zone or option fails again and reaches the caller.
      f = build(FALLBACK_LOCALE);
    }
    cache.set(key, f);
  }
  return f;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, (l) => new Intl.NumberFormat(l, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, (l) => new Intl.DateTimeFormat(l, options));
}
