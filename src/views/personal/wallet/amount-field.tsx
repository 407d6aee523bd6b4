import { useId } from 'react';
import { FilteredInput } from '../../common/filtered-input';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The limits, always shown under the field. */
  hint: string;
  /** What is wrong with the amount, once the user tried to send it; null when nothing is. */
  problem: string | null;
  disabled?: boolean;
}

/** The words for a refused amount: "whole amounts only" where no decimals are allowed. */
export function reasonKey(reason: string, decimals: number): string {
  return `wallet.reason.${reason === 'tooManyDecimals' && decimals === 0 ? 'wholeOnly' : reason}`;
}

/** An amount input with its limits and its error tied to it for screen readers. */
export function AmountField({ label, value, onChange, hint, problem, disabled }: AmountFieldProps) {
  const id = useId();
  return (
    <div className="field cashier-amount">
      <label htmlFor={`${id}-input`}>{label}</label>
      <FilteredInput
        id={`${id}-input`}
        // Digits and a point even for whole amounts: dropping a typed point would multiply the amount
        // silently ("500000.5" becoming 5,000,005); the rule refuses it with words instead.
        filter="decimal"
        value={value}
        autoComplete="off"
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onValueChange={onChange}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
