// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FilteredInput } from './filtered-input';

afterEach(cleanup);

function type(input: HTMLInputElement, text: string): void {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyUp(input, { key: 'x' });
}

describe('FilteredInput', () => {
  it('removes non-digits after key release and reports the new value', () => {
    const onValueChange = vi.fn();
    render(<FilteredInput filter="digits" data-testid="in" onValueChange={onValueChange} />);
    const input = screen.getByTestId<HTMLInputElement>('in');
    type(input, '12a3-4');
    expect(input.value).toBe('1234');
    expect(onValueChange).toHaveBeenCalledWith('1234');
  });

  it('keeps digits and dots for decimal input', () => {
    render(<FilteredInput filter="decimal" data-testid="in" />);
    const input = screen.getByTestId<HTMLInputElement>('in');
    type(input, '1,5.25 USDT');
    expect(input.value).toBe('15.25');
    expect(input.inputMode).toBe('decimal');
  });

  it('filters on blur (e.g. after a paste with the mouse)', () => {
    const onValueChange = vi.fn();
    render(<FilteredInput filter="digits" data-testid="in" onValueChange={onValueChange} />);
    const input = screen.getByTestId<HTMLInputElement>('in');
    fireEvent.change(input, { target: { value: '+84 912' } });
    expect(input.value).toBe('+84 912');
    fireEvent.blur(input);
    expect(input.value).toBe('84912');
    expect(onValueChange).toHaveBeenCalledWith('84912');
  });

  it('does not report when nothing was removed', () => {
    const onValueChange = vi.fn();
    render(<FilteredInput filter="digits" data-testid="in" onValueChange={onValueChange} />);
    type(screen.getByTestId<HTMLInputElement>('in'), '123');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('passes props through and still calls the caller handlers', () => {
    const onKeyUp = vi.fn();
    const onBlur = vi.fn();
    render(
      <FilteredInput
        filter="digits"
        data-testid="in"
        name="amount"
        maxLength={6}
        onKeyUp={onKeyUp}
        onBlur={onBlur}
        inputMode="tel"
      />,
    );
    const input = screen.getByTestId<HTMLInputElement>('in');
    expect(input.name).toBe('amount');
    expect(input.maxLength).toBe(6);
    expect(input.inputMode).toBe('tel');
    fireEvent.keyUp(input);
    fireEvent.blur(input);
    expect(onKeyUp).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('works as a controlled input', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <FilteredInput
            filter="digits"
            data-testid="in"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onValueChange={setValue}
          />
          <output data-testid="out">{value}</output>
        </>
      );
    }
    render(<Controlled />);
    type(screen.getByTestId<HTMLInputElement>('in'), '9x9');
    expect(screen.getByTestId<HTMLInputElement>('in').value).toBe('99');
    expect(screen.getByTestId('out').textContent).toBe('99');
  });

  it('forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<FilteredInput filter="digits" ref={ref} data-testid="in" />);
    expect(ref.current).toBe(screen.getByTestId('in'));
  });
});
