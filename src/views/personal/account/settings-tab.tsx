import { useTranslation } from 'react-i18next';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '../../../lib/sports/sports-settings';
import type { Theme } from '../../../lib/platform/storage';
import { RadioGroup } from '../../common/radio-group';
import { useLanguageOptions } from '../../shell/use-language-options';
import { useLanguage, useTheme } from '../../shell/use-preferences';
import { useSettingsStore, useSportsSettings } from '../../sports/common/use-sports-prefs';

const THEMES: readonly Theme[] = ['dark', 'light'];
const GROUP = 'card account-card settings-group';

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
      <RadioGroup
        className={GROUP}
        name="oddsFormat"
        legend={t('sports:oddsFormat.label')}
        options={ODDS_FORMATS}
        value={settings.oddsFormat}
        onChange={(oddsFormat) => store.set({ oddsFormat })}
        label={(format) => <span>{t(`sports:oddsFormat.${format}`)}</span>}
      />
      <RadioGroup
        className={GROUP}
        name="oddsChange"
        legend={t('sports:oddsChange.label')}
        options={ODDS_CHANGE_POLICIES}
        value={settings.oddsChange}
        onChange={(oddsChange) => store.set({ oddsChange })}
        label={(policy) => <span>{t(`sports:oddsChange.${policy}`)}</span>}
      />
      <RadioGroup
        className={GROUP}
        name="language"
        legend={t('account:settings.language')}
        options={languages?.map((option) => option.value) ?? []}
        value={language}
        onChange={setLanguage}
        label={(value) => <span lang={value}>{languages?.find((option) => option.value === value)?.title}</span>}
        busy={!languages}
      >
        {!languages && <div className="skeleton lang-menu-skeleton" aria-hidden="true" />}
      </RadioGroup>
      <RadioGroup
        className={GROUP}
        name="theme"
        legend={t('account:settings.theme')}
        options={THEMES}
        value={theme}
        onChange={setTheme}
        label={(name) => <span>{t(`account:settings.${name}`)}</span>}
      />
      <p className="account-note">{t('account:settings.saved')}</p>
    </div>
  );
}
