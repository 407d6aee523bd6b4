import type { ReactNode } from 'react';

/**
 * A set of choices as native radios in a fieldset: the browser gives arrow keys, one tab stop and
 * the group's name from its legend. The one widget for "pick one of a few" (settings, time slots).
 */
export function RadioGroup<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
  className,
  busy,
  children,
}: {
  name: string;
  legend: string;
  options: readonly V[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** What a choice reads as (already translated). */
  label: (option: V) => ReactNode;
  className?: string;
  /** Options still loading: the group says it is busy and shows `children` (a skeleton). */
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <fieldset className={className} aria-busy={busy ? true : undefined}>
      <legend>{legend}</legend>
      {children}
      {options.map((option) => (
        <label key={option} className="radio-row">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
