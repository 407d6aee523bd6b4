// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusFollows, useFocusOnMount } from './use-focus-follows';

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

type Step = 'idle' | 'open' | 'done';

/** A flow that leaves the focus alone on mount, then sends it to each step's element. */
function Flow({ step, seen }: { step: Step; seen: Array<[Step, Step | undefined]> }) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusFollows(step, (now, before) => {
    seen.push([now, before]);
    return before !== undefined && (now === 'idle' ? button : panel);
  });
  return (
    <>
      <button ref={button} type="button" data-testid="button" />
      <div ref={panel} tabIndex={-1} data-testid="panel" />
    </>
  );
}

describe('useFocusFollows', () => {
  it('asks once per new state, with the one before (undefined on mount), and focuses what it names', () => {
    const seen: Array<[Step, Step | undefined]> = [];
    const { rerender } = render(<Flow step="idle" seen={seen} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Flow step="open" seen={seen} />);
    expect(document.activeElement).toBe(screen.getByTestId('panel'));
    rerender(<Flow step="open" seen={seen} />);
    rerender(<Flow step="idle" seen={seen} />);
    expect(document.activeElement).toBe(screen.getByTestId('button'));
    expect(seen).toEqual([
      ['idle', undefined],
      ['open', 'idle'],
      ['idle', 'open'],
    ]);
  });
});
