import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS } from '../../config/branding';
import { useServices } from '../app-services';
import { lazyReady, readyLoader } from '../lazy-ready';
import { MenuSkeleton } from './language-menu-skeleton';
import { useLanguage } from './use-preferences';

// The menu and its loader come with the list, as the pointer or the focus reaches the button: not in the start-up bundle.
const loadMenu = readyLoader(() => import('./language-menu'));
const LanguageMenu = lazyReady(loadMenu);

/**
 * A menu button listing the languages with their icons; Escape and outside clicks close it. The list
 * comes from the language list's origin (use-language-options.ts), asked for as the pointer or the
 * focus reaches the button, so it is usually there when the menu opens.
 */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const { languages } = useServices();
  const [language, setLanguage] = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const warm = () => {
    void languages();
    void loadMenu().catch(() => undefined);
  };
  const current = LANGUAGE_OPTIONS.find((o) => o.value === language) ?? LANGUAGE_OPTIONS[0]!;

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div className="lang-picker" ref={root}>
      <button
        type="button"
        className="btn btn-ghost lang-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('language', { language: current.title })}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <span className="lang-icon" aria-hidden="true">
          {current.icon}
        </span>
      </button>
      {open && (
        <Suspense fallback={<MenuSkeleton id={menuId} />}>
          <LanguageMenu
            id={menuId}
            language={language}
            onChoose={(value) => {
              setLanguage(value);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
