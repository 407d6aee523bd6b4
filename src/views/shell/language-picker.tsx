import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS } from '../../config/branding';
import type { Language } from '../../config/variant';
import { useServices } from '../app-services';
import { useLanguageOptions } from './use-language-options';
import { useLanguage } from './use-preferences';

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
        onPointerEnter={() => void languages()}
        onFocus={() => void languages()}
      >
        <span className="lang-icon" aria-hidden="true">
          {current.icon}
        </span>
      </button>
      {open && (
        <LanguageMenu
          id={menuId}
          language={language}
          onChoose={(value) => {
            setLanguage(value);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function LanguageMenu({
  id,
  language,
  onChoose,
}: {
  id: string;
  language: Language;
  onChoose: (value: Language) => void;
}) {
  const options = useLanguageOptions(language);
  return (
    <ul className="lang-menu card" role="menu" id={id} aria-busy={options ? undefined : true}>
      {options ? (
        options.map((o) => (
          <li key={o.value} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={o.value === language}
              lang={o.value}
              onClick={() => onChoose(o.value)}
            >
              <span className="lang-icon" aria-hidden="true">
                {o.icon}
              </span>
              {o.title}
            </button>
          </li>
        ))
      ) : (
        <li role="none" className="skeleton lang-menu-skeleton" aria-hidden="true" />
      )}
    </ul>
  );
}
