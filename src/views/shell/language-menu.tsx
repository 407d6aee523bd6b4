import type { Language } from '../../config/variant';
import { MenuSkeleton } from './language-menu-skeleton';
import { useLanguageOptions } from './use-language-options';

/** The open language menu: the languages to offer (use-language-options.ts), the current one checked. */
export default function LanguageMenu({
  id,
  language,
  onChoose,
}: {
  id: string;
  language: Language;
  onChoose: (value: Language) => void;
}) {
  const options = useLanguageOptions(language);
  if (!options) return <MenuSkeleton id={id} />;
  return (
    <ul className="lang-menu card" role="menu" id={id}>
      {options.map((o) => (
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
      ))}
    </ul>
  );
}
