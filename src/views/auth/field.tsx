import type { InputHTMLAttributes, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../../lib/rules/auth-rules';
import { FilteredInput } from '../common/filtered-input';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: RuleError | null;
  /** A server check's verdict, already in words: shown (and announced) when no rule is broken. */
  message?: string | null;
  /** Digit-only fields filter on key release and blur. */
  digits?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its rule error announced and tied to it by aria-describedby. */
export function Field({ label, value, onValue, error, message, digits, ...rest }: FieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const text = error ? t(`rules.${error}`) : message;
  const common = {
    id,
    value,
    'aria-invalid': text ? true : undefined,
    'aria-describedby': text ? errorId : undefined,
    ...rest,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {digits ? (
        <FilteredInput
          {...common}
          filter="digits"
          inputMode="numeric"
          onValueChange={onValue}
          onChange={(e) => onValue(e.currentTarget.value)}
        />
      ) : (
        <input {...common} onChange={(e) => onValue(e.currentTarget.value)} />
      )}
      {text && (
        // A rule is said as the person leaves the field; a check's verdict arrives later, so it is announced.
        <span id={errorId} className="field-error" role={error ? undefined : 'alert'}>
          {text}
        </span>
      )}
    </div>
  );
}
