import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_CHANGE_POLICIES, ODDS_FORMATS } from '../../../lib/sports/sports-settings';
import { CloseIcon } from '../../common/icons';
import { RadioGroup } from '../../common/radio-group';
import { Modal } from '../../shell/modal';
import { useSettingsStore, useSportsSettings } from '../common/use-sports-prefs';

const GearIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </svg>
);

/**
 * The sports settings: odds format (1 European, 2 Hong Kong) and the odds-change policy
 * (0 reject any change, 1 accept better, 2 accept any). A choice is saved and applied at once
 * by every odds button, which converts the European `od` it holds: nothing is fetched again.
 */
export function SettingsButton() {
  const { t } = useTranslation('sports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost icon-button settings-button"
        data-testid="sports-settings"
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <GearIcon />
      </button>
      {open && <SettingsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('sports');
  const titleId = useId();
  const store = useSettingsStore();
  const settings = useSportsSettings();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="settings-dialog">
      <button
        type="button"
        className="btn btn-ghost icon-button modal-close"
        aria-label={t('settings.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <h2 id={titleId}>{t('settings.title')}</h2>
      <RadioGroup
        className="settings-group"
        name="oddsFormat"
        legend={t('oddsFormat.label')}
        options={ODDS_FORMATS}
        value={settings.oddsFormat}
        onChange={(oddsFormat) => store.set({ oddsFormat })}
        label={(format) => <span>{t(`oddsFormat.${format}`)}</span>}
      />
      <RadioGroup
        className="settings-group"
        name="oddsChange"
        legend={t('oddsChange.label')}
        options={ODDS_CHANGE_POLICIES}
        value={settings.oddsChange}
        onChange={(oddsChange) => store.set({ oddsChange })}
        label={(policy) => <span>{t(`oddsChange.${policy}`)}</span>}
      />
      <p className="settings-note">{t('settings.saved')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('settings.close')}
        </button>
      </div>
    </Modal>
  );
}
