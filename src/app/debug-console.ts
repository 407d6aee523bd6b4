import { DEBUG_CONSOLE_PRESS_MS } from '../config/constants';

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
 * cancels it (SPEC.md section 2).
 */
export function installPressToOpen(target: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const start = () => {
    cancel();
    timer = setTimeout(() => void openDebugConsole(), DEBUG_CONSOLE_PRESS_MS);
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
