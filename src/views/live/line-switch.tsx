import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setPreferredLine, usePreferredLine } from './line-preference';

const LINES = 3;

/** The customer line switch (shown when queryCustomerLineSwitch says so): the line rooms play first. */
export function LineSwitch() {
  const { t } = useTranslation('live');
  const id = useId();
  const line = usePreferredLine();
  return (
    <div className="line-switch">
      {/* Named, not captioned: its options say "Line 1", and it fits beside the lobby's title on a phone. */}
      <label htmlFor={id} className="visually-hidden">
        {t('line.label')}
      </label>
      <select
        id={id}
        className="input"
        value={line}
        onChange={(e) => setPreferredLine(Number(e.target.value))}
        data-testid="line-switch"
      >
        {Array.from({ length: LINES }, (_, i) => (
          <option key={i} value={i}>
            {t('line.option', { n: i + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}
