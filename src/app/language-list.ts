import type { LanguageOption } from '../api/static/language-list';
import { LANGUAGE_OPTIONS } from '../config/branding';
import { loadChunk } from '../lib/platform/load-chunk';

const loadClient = loadChunk(() => import('../api/static/language-list'));
const lists = new Map<string, Promise<LanguageOption[]>>();

/**
 * The languages to offer: the static language list from its own origin (config.json
 * `languageListUrl`), asked once per page (a failed ask is forgotten, so the next open asks again);
 * the built-in list when there is no such origin or the call fails. Loaded with the language menu,
 * not at start (services.languages()). The call itself is not retried by the chunk loader: a
 * failure falls back at once.
 */
export function languageOptions(url: string): Promise<readonly LanguageOption[]> {
  if (!url) return Promise.resolve(LANGUAGE_OPTIONS);
  let list = lists.get(url);
  if (!list) {
    list = loadClient().then(({ fetchLanguageList }) => fetchLanguageList(url));
    lists.set(url, list);
    list.catch(() => lists.delete(url));
  }
  return list.catch((error: unknown) => {
    console.warn('The language list could not be loaded: the built-in one is offered', error);
    return LANGUAGE_OPTIONS;
  });
}
