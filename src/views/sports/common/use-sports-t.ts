import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** One subscribe function per i18next instance (a stable one keeps useSyncExternalStore from resubscribing). */
function languageChanges(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

const fixedTs = new WeakMap<I18n, Map<string, TFunction<'sports'>>>();

/** One `t` per instance and language for every caller, so what is derived from it can be cached by it (odds-name.ts). */
function sportsT(i18n: I18n, language: string): TFunction<'sports'> {
  let byLanguage = fixedTs.get(i18n);
  if (!byLanguage) fixedTs.set(i18n, (byLanguage = new Map()));
  let t = byLanguage.get(language);
  if (!t) byLanguage.set(language, (t = i18n.getFixedT(language, 'sports')));
  return t;
}

/**
 * The sports namespace's `t` for the parts of a list that render on every push (odds buttons,
 * their cells). It follows the language like `useTranslation('sports')`, which these parts'
 * ancestors also call (they suspend until the namespace is loaded; i18next loads the namespaces in
 * use before it changes the language). Why not useTranslation itself: on every render it rebuilds
 * its options, checks that every namespace is loaded and asks its store twice, a large part of an
 * odds button's render under an odds storm (docs/performance.md).
 */
export function useSportsT(): TFunction<'sports'> {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(languageChanges(i18n), () => i18n.language);
  return sportsT(i18n, language);
}
