import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS } from '../../config/branding';
import { useLanguage } from './use-preferences';

/** A menu button listing the languages with their icons; Escape and outside clicks close it. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
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
      >
        <span className="lang-icon" aria-hidden="true">
          {current.icon}
        </span>
      </button>
      {open && (
        <ul className="lang-menu card" role="menu" id={menuId}>
          {LANGUAGE_OPTIONS.map((o) => (
            <li key={o.value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={o.value === language}
                lang={o.value}
                onClick={() => {
                  setLanguage(o.value);
                  setOpen(false);
                }}
              >
                <span className="lang-icon" aria-hidden="true">
                  {o.icon}
                </span>
                {o.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
