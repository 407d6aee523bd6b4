import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../config/variant';

/** Namespaces every screen needs; the rest load with the screen that uses them. */
export const BOOT_NAMESPACES = ['common', 'shell', 'errors'] as const;

/**
 * One chunk per language and namespace: Vite turns this dynamic import into a chunk per JSON file,
 * so start-up loads only the chosen language's boot namespaces.
 */
export async function initI18n(language: Language, routeNamespaces: readonly string[] = []): Promise<i18n> {
  await i18next
    .use(resourcesToBackend((lng: string, ns: string) => import(`../../locales/${lng}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback pack: tests/unit/locale-parity.test.ts holds every pack to the same keys and
      // placeholders in all four languages, so a fallback could only ever cover a failing test, and
      // it cost every start a second set of boot packs (about 1.6 KB of the 160 KB budget of `/`).
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: true,
      ns: [...new Set([...BOOT_NAMESPACES, ...routeNamespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}
