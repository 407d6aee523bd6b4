import { DEBUG_CONSOLE_PRESS_MS } from '../config/constants';
import type { RuntimeConfig } from '../config/runtime-config';

let loaded = false;

/** eruda, loaded lazily (its own chunk) so it costs nothing until asked for. */
export async function openDebugConsole(): Promise<void> {
  if (loaded) return;
  loaded = true;
  const { default: eruda } = await import('eruda');
  eruda.init();
}

/**
 * A press of about 6 s anywhere opens the console; lifting the finger (a tap) or moving away
 * cancels it.
 */
export function installPressToOpen(
  target: EventTarget = document,
  open: () => Promise<void> = openDebugConsole,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const start = () => {
    cancel();
    timer = setTimeout(() => void open(), DEBUG_CONSOLE_PRESS_MS);
  };
  target.addEventListener('pointerdown', start);
  target.addEventListener('pointerup', cancel);
  target.addEventListener('pointercancel', cancel);
  return () => {
    cancel();
    target.removeEventListener('pointerdown', start);
    target.removeEventListener('pointerup', cancel);
    target.removeEventListener('pointercancel', cancel);
  };
}

/**
 * The console shows localStorage (the session token), request headers and a JS prompt: a ready
 * tool for "hold the screen and paste this" scams. So it exists only where config.json opts in
 * (`debugConsole: true`); without that neither the press nor a non-prod env loads eruda at all.
 */
export function installDebugConsole(
  config: Pick<RuntimeConfig, 'debugConsole' | 'env'>,
  target: EventTarget = document,
  open: () => Promise<void> = openDebugConsole,
): () => void {
  if (!config.debugConsole) return () => undefined;
  if (config.env !== 'prod') void open();
  return installPressToOpen(target, open);
}
