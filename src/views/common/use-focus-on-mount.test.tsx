// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useFocusOnMount } from './use-focus-on-mount';

afterEach(cleanup);

function Field({ enabled }: { enabled?: boolean }) {
  const ref = useFocusOnMount<HTMLInputElement>(enabled);
  return <input ref={ref} data-testid="field" />;
}

describe('useFocusOnMount', () => {
  it('focuses the element on mount', () => {
    render(<Field />);
    expect(document.activeElement).toBe(screen.getByTestId('field'));
  });

  it('does nothing while disabled, and focuses once enabled', () => {
    const { rerender } = render(<Field enabled={false} />);
    expect(document.activeElement).not.toBe(screen.getByTestId('field'));
    rerender(<Field enabled />);
    expect(document.activeElement).toBe(screen.getByTestId('field'));
  });
});
