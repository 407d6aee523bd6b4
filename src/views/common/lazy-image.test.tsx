// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_IMAGE } from '../../config/constants';
import { LazyImage, loadedImageUrls, PRELOAD_ROOT_MARGIN } from './lazy-image';

/** A controllable IntersectionObserver: tests decide when an element comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  enter(): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const img = (): HTMLImageElement => screen.getByTestId<HTMLImageElement>('pic');

beforeEach(() => {
  loadedImageUrls.clear();
  FakeObserver.instances = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LazyImage without IntersectionObserver', () => {
  it('loads eagerly', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="https://cdn.example/a.png" alt="" data-testid="pic" />);
    expect(img().getAttribute('src')).toBe('https://cdn.example/a.png');
  });
});

describe('LazyImage with IntersectionObserver', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  it('waits until the image nears the viewport, with a 30% margin', () => {
    render(<LazyImage src="https://cdn.example/a.png" alt="" data-testid="pic" />);
    expect(img().hasAttribute('src')).toBe(false);
    const observer = FakeObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('30% 0px');
    expect(PRELOAD_ROOT_MARGIN).toBe('30% 0px');
    expect(observer?.observed).toEqual([img()]);
    observer?.enter();
    expect(img().getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(observer?.disconnected).toBe(true);
  });

  it('loads an eager image at once, without an observer, and does not pass the flag to the element', () => {
    render(<LazyImage src="https://cdn.example/lcp.png" alt="" data-testid="pic" eager />);
    expect(img().getAttribute('src')).toBe('https://cdn.example/lcp.png');
    expect(img().hasAttribute('eager')).toBe(false);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('retries a failed load up to 3 attempts, then shows the error box', () => {
    const onError = vi.fn();
    render(
      <LazyImage
        src="https://cdn.example/broken.png"
        alt=""
        data-testid="pic"
        errorLabel="Image unavailable"
        retryDelayMs={0}
        onError={onError}
      />,
    );
    FakeObserver.instances[0]?.enter();
    expect(LAZY_IMAGE.attempts).toBe(3);
    for (let attempt = 1; attempt < LAZY_IMAGE.attempts; attempt += 1) {
      expect(img().dataset.attempt).toBe(String(attempt));
      fireEvent.error(img());
      expect(screen.queryByRole('img', { name: 'Image unavailable' })).toBeNull();
    }
    expect(img().dataset.attempt).toBe('3');
    fireEvent.error(img());
    expect(onError).toHaveBeenCalledTimes(3);
    const box = screen.getByRole('img', { name: 'Image unavailable' });
    expect(box.tagName).toBe('SPAN');
    expect(img().hidden).toBe(true);
  });

  it('spaces retries by the delay', () => {
    vi.useFakeTimers();
    render(<LazyImage src="https://cdn.example/slow.png" alt="" data-testid="pic" retryDelayMs={200} />);
    FakeObserver.instances[0]?.enter();
    fireEvent.error(img());
    expect(img().dataset.attempt).toBe('1');
    act(() => vi.advanceTimersByTime(199));
    expect(img().dataset.attempt).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(img().dataset.attempt).toBe('2');
  });

  it('recovers when a retry succeeds', () => {
    render(<LazyImage src="https://cdn.example/flaky.png" alt="" data-testid="pic" errorLabel="x" retryDelayMs={0} />);
    FakeObserver.instances[0]?.enter();
    fireEvent.error(img());
    fireEvent.load(img());
    expect(img().hidden).toBe(false);
    expect(img().getAttribute('src')).toBe('https://cdn.example/flaky.png');
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull();
  });

  it('hides a failed image without an error label', () => {
    render(<LazyImage src="https://cdn.example/gone.png" alt="" data-testid="pic" retryDelayMs={0} />);
    FakeObserver.instances[0]?.enter();
    for (let i = 0; i < LAZY_IMAGE.attempts; i += 1) fireEvent.error(img());
    expect(img().hidden).toBe(true);
    expect(document.querySelector('[data-lazy-image-error]')).toBeNull();
  });

  it('shows the fallback instead of the error box once every attempt failed, or for an empty source', () => {
    const initials = 'LK';
    const fallback = <span data-testid="initials">{initials}</span>;
    render(
      <LazyImage
        src="https://cdn.example/art.svg"
        alt=""
        data-testid="pic"
        errorLabel="x"
        fallback={fallback}
        retryDelayMs={0}
      />,
    );
    FakeObserver.instances[0]?.enter();
    for (let i = 0; i < LAZY_IMAGE.attempts - 1; i += 1) fireEvent.error(img());
    expect(screen.queryByTestId('initials')).toBeNull();
    fireEvent.error(img());
    expect(screen.getByTestId('initials').textContent).toBe('LK');
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull();
    cleanup();
    render(<LazyImage src=" " alt="" fallback={fallback} />);
    expect(screen.getByTestId('initials')).toBeTruthy();
  });

  it('shows the error box at once for an empty source', () => {
    render(<LazyImage src="" alt="" data-testid="pic" errorLabel="none" />);
    expect(screen.getByRole('img', { name: 'none' })).toBeTruthy();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('shows an already-loaded URL at once on remount', () => {
    const { unmount } = render(<LazyImage src="https://cdn.example/seen.png" alt="" data-testid="pic" />);
    FakeObserver.instances[0]?.enter();
    fireEvent.load(img());
    unmount();
    FakeObserver.instances = [];
    render(<LazyImage src="https://cdn.example/seen.png" alt="" data-testid="pic" />);
    expect(img().getAttribute('src')).toBe('https://cdn.example/seen.png');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('starts over when the source changes', () => {
    const { rerender } = render(
      <LazyImage src="https://cdn.example/1.png" alt="" data-testid="pic" errorLabel="x" retryDelayMs={0} />,
    );
    FakeObserver.instances[0]?.enter();
    for (let i = 0; i < LAZY_IMAGE.attempts; i += 1) fireEvent.error(img());
    expect(screen.getByRole('img', { name: 'x' })).toBeTruthy();
    rerender(<LazyImage src="https://cdn.example/2.png" alt="" data-testid="pic" errorLabel="x" retryDelayMs={0} />);
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull();
    expect(img().dataset.attempt).toBe('1');
    expect(img().hasAttribute('src')).toBe(false);
  });

  it('keeps the loaded-URL cache bounded', () => {
    for (let i = 0; i < LAZY_IMAGE.cacheEntries + 10; i += 1) loadedImageUrls.add(`u${i}`);
    expect(loadedImageUrls.size).toBe(LAZY_IMAGE.cacheEntries);
    expect(loadedImageUrls.has('u0')).toBe(false);
  });
});
