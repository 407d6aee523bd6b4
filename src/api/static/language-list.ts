import * as v from 'valibot';
import { HTTP_TIMEOUT_MS, SITE_SUCCESS_CODE } from '../../config/constants';
import { LANGUAGES } from '../../config/variant';
import { ApiError } from '../api-error';
import { SiteEnvelope } from '../envelope';
import { parseData } from '../parse';
import { recordList } from '../record-list';

/**
 * One language the picker offers. Only languages the app has packs for are kept: another value
 * (a language this build cannot show) is an odd record, left out and logged (record-list.ts).
 */
export const LanguageOption = v.object({
  value: v.picklist(LANGUAGES),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)),
  /** A short mark shown in the picker's badge (text, never markup or a URL). */
  icon: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(4)), ''),
});
export type LanguageOption = v.InferOutput<typeof LanguageOption>;

const LanguageList = v.pipe(recordList(LanguageOption), v.minLength(1, 'no language the app can show'));

/**
 * The static language list, asked by POST from its own origin (config.json `languageListUrl`):
 * the site envelope with a list of `{ value, title, icon }`. Nothing of the site's (token, user
 * name) goes to that host, and no cookie. Rejects with an ApiError; the caller falls back to the
 * built-in list (docs/product.md, "Languages and variants").
 */
export async function fetchLanguageList(url: string, fetchImpl: typeof fetch = fetch): Promise<LanguageOption[]> {
  const path = new URL(url, 'http://relative.invalid').pathname;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'timeout' : 'network', `Language list: ${String(error)}`, { path });
  }
  if (!response.ok)
    throw new ApiError('badResponse', `Language list: HTTP ${response.status}`, { path, status: response.status });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('malformed', 'Language list: not JSON', { path });
  }
  const envelope = parseData(SiteEnvelope, body, path);
  if (envelope.code !== SITE_SUCCESS_CODE)
    throw new ApiError('server', envelope.msg ?? 'Language list refused', { path, code: envelope.code });
  return parseData(LanguageList, envelope.data, path);
}
