import type { LanguageOption } from '../api/static/language-list';
import { LANGUAGE_OPTIONS } from '../config/branding';
import { loadOnce } from '../lib/platform/load-once';

const loaders = new Map<string, () => Promise<LanguageOption[]>>();

/**
 * The languages to offer: the static language list from its own origin (config.json
 * `languageListUrl`), asked once per page (a failed ask is forgotten, so the next open asks again);
 * the built-in list when there is no such origin or the call fails. Loaded with the language menu,
 * not at start (services.languages()).
 */
export function languageOptions(url: string): Promise<readonly LanguageOption[]> {
  if (!url) return Promise.resolve(LANGUAGE_OPTIONS);
  let load = loaders.get(url);
  if (!load) {
    load = loadOnce(() =>
      import('../api/static/language-list').then(({ fetchLanguageList }) => fetchLanguageList(url)),
    );
    loaders.set(url, load);
  }
  return load().catch((error: unknown) => {
    console.warn('The language list could not be loaded: the built-in one is offered', error);
    return LANGUAGE_OPTIONS;
  });
}
