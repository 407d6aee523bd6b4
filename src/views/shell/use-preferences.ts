import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../config/branding';
import { isLanguage, type Language } from '../../config/variant';
import type { Theme } from '../../lib/platform/storage';
import { useServices } from '../app-services';

/** Applies a language everywhere it shows: i18next, storage, <html lang>, the document title. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const { storage } = useServices();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const change = useCallback(
    (language: Language) => {
      storage.set('language', language);
      document.documentElement.lang = language;
      document.title = documentTitle(language);
      void i18n.changeLanguage(language);
    },
    [i18n, storage],
  );
  return [current, change];
}

const themeListeners = new Set<() => void>();
const readTheme = (): Theme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

/** Theme as `data-theme` on <html>, stored as local-theme. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const { storage } = useServices();
  const theme = useSyncExternalStore(
    (l) => {
      themeListeners.add(l);
      return () => themeListeners.delete(l);
    },
    readTheme,
    () => 'dark' as Theme,
  );
  const set = useCallback(
    (next: Theme) => {
      storage.set('theme', next);
      document.documentElement.dataset.theme = next;
      themeListeners.forEach((l) => l());
    },
    [storage],
  );
  return [theme, set];
}
