import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';

/**
 * Country calling codes from the site's country list, asked for when the first form shows it. Until it has come (or
 * if it fails) the one option is the code the form holds, so the form can still be sent.
 */
export function CountrySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const { siteData } = useServices();
  const countries = useSelector(siteData, (s) => s.context.countries);
  const id = useId();
  useEffect(() => siteData.send({ type: 'LOAD' }), [siteData]);
  const options = countries.length ? countries : [{ id: 0, areaCode: value, iso: '', name: '' }];
  return (
    <div className="field">
      <label htmlFor={id}>{t('country')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} name="countryCode">
        {options.map((c) => (
          <option key={c.id} value={c.areaCode}>
            {c.name ? `+${c.areaCode} ${c.name}` : `+${c.areaCode}`}
          </option>
        ))}
      </select>
    </div>
  );
}
