import { useTranslation } from 'react-i18next';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '../../../lib/sports/sports-settings';
import type { Theme } from '../../../lib/platform/storage';
import { useLanguageOptions } from '../../shell/use-language-options';
import { useLanguage, useTheme } from '../../shell/use-preferences';
import { useSettingsStore, useSportsSettings } from '../../sports/common/use-sports-prefs';

const THEMES: readonly Theme[] = ['dark', 'light'];

/**
 * Settings: the same stores the header and the sports list use (no second copy), so a change here
 * shows everywhere at once and survives a reload: odds format and odds-change policy (the
 * sports settings store), language and theme (the shell's preferences).
 */
export default function SettingsTab() {
  const { t } = useTranslation(['account', 'sports']);
  const store = useSettingsStore();
  const settings = useSportsSettings();
  const [language, setLanguage] = useLanguage();
  const [theme, setTheme] = useTheme();
  const languages = useLanguageOptions(language);
  return (
    <div className="account-stack" data-testid="settings-tab">
      <fieldset className="card account-card settings-group">
        <legend>{t('sports:oddsFormat.label')}</legend>
        {ODDS_FORMATS.map((format) => (
          <label key={format} className="radio-row">
            <input
              type="radio"
              name="oddsFormat"
              value={format}
              checked={settings.oddsFormat === format}
              onChange={() => store.set({ oddsFormat: format })}
            />
            <span>{t(`sports:oddsFormat.${format}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="card account-card settings-group">
        <legend>{t('sports:oddsChange.label')}</legend>
        {ODDS_CHANGE_POLICIES.map((policy) => (
          <label key={policy} className="radio-row">
            <input
              type="radio"
              name="oddsChange"
              value={policy}
              checked={settings.oddsChange === policy}
              onChange={() => store.set({ oddsChange: policy })}
            />
            <span>{t(`sports:oddsChange.${policy}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="card account-card settings-group" aria-busy={languages ? undefined : true}>
        <legend>{t('account:settings.language')}</legend>
        {!languages && <div className="skeleton lang-menu-skeleton" aria-hidden="true" />}
        {languages?.map((option) => (
          <label key={option.value} className="radio-row">
            <input
              type="radio"
              name="language"
              value={option.value}
              checked={language === option.value}
              onChange={() => setLanguage(option.value)}
            />
            <span lang={option.value}>{option.title}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="card account-card settings-group">
        <legend>{t('account:settings.theme')}</legend>
        {THEMES.map((name) => (
          <label key={name} className="radio-row">
            <input type="radio" name="theme" value={name} checked={theme === name} onChange={() => setTheme(name)} />
            <span>{t(`account:settings.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="account-note">{t('account:settings.saved')}</p>
    </div>
  );
}
