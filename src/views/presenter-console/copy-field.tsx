import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A read-only value (the RTMP URL, the stream key) with a copy button that says when it copied. */
export function CopyField({
  id,
  label,
  value,
  secret = false,
}: {
  id: string;
  label: string;
  value: string;
  secret?: boolean;
}) {
  const { t } = useTranslation('presenter');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (permissions): the field is selectable, the presenter copies by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="pc-copy">
      <label htmlFor={id}>{label}</label>
      <div className="pc-copy__row">
        <input
          id={id}
          className="input pc-input pc-copy__value"
          readOnly
          value={value}
          data-secret={secret || undefined}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn"
          onClick={() => void copy()}
          aria-label={t('stream.copyWhat', { what: label })}
        >
          {copied ? t('stream.copied') : t('stream.copy')}
        </button>
      </div>
    </div>
  );
}
