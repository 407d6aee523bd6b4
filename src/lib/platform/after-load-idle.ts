type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `fn` a while after the page loaded, once the browser is idle, so work nobody waits for (the
 * popup ad, the device registration) adds nothing to what a first visit downloads and paints before
 * its largest content (Lighthouse counts every request that ends before it). Returns a cancel function.
 */
export function afterLoadIdle(fn: () => void, delayMs: number, win: Window = window): () => void {
  const w = win as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenLoaded = () => {
    timer = setTimeout(() => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(fn, { timeout: 3000 });
      else fn();
    }, delayMs);
  };
  if (w.document.readyState === 'complete') whenLoaded();
  else w.addEventListener('load', whenLoaded, { once: true });
  return () => {
    w.removeEventListener('load', whenLoaded);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    if (timer) clearTimeout(timer);
  };
}
