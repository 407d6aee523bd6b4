import type { FocusEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { decimalOnly, digitsOnly } from '../../lib/rules/input-filters';

export type InputFilter = 'digits' | 'decimal';

const FILTERS: Record<InputFilter, (value: string) => string> = { digits: digitsOnly, decimal: decimalOnly };

export interface FilteredInputProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly filter: InputFilter;
  /** Called with the cleaned text whenever the filter removed something. */
  readonly onValueChange?: (value: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * An input that drops unwanted characters after key release and on blur.
 * Filtering on key release, not on change, leaves IME composition and the caret alone while typing.
 * The DOM value is cleaned too, so the input works controlled or uncontrolled.
 */
export function FilteredInput({ filter, onValueChange, onKeyUp, onBlur, ...rest }: FilteredInputProps) {
  const clean = (input: HTMLInputElement): void => {
    const next = FILTERS[filter](input.value);
    if (next === input.value) return;
    input.value = next;
    onValueChange?.(next);
  };

  const handleKeyUp = (event: KeyboardEvent<HTMLInputElement>): void => {
    clean(event.currentTarget);
    onKeyUp?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>): void => {
    clean(event.currentTarget);
    onBlur?.(event);
  };

  return (
    <input
      inputMode={filter === 'digits' ? 'numeric' : 'decimal'}
      {...rest}
      onKeyUp={handleKeyUp}
      onBlur={handleBlur}
    />
  );
}
