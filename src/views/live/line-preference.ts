import { useSyncExternalStore } from 'react';

/**
 * The viewer's chosen line (the customer line switch, when the server offers it): the room plays
 * that line first. Kept for the tab's session; nothing about it is worth a stored setting.
 */
const KEY = 'md-live-line';
const listeners = new Set<() => void>();

function read(): number {
  try {
    const n = Number(sessionStorage.getItem(KEY) ?? '0');
    return Number.isInteger(n) && n >= 0 ? n : 0;
  } catch {
    return 0;
  }
}

export function setPreferredLine(index: number): void {
  try {
    sessionStorage.setItem(KEY, String(index));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const l of listeners) l();
}

export function usePreferredLine(): number {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
}

/** The lines in play order: the preferred one first when it exists. */
export function orderLines<T>(lines: readonly T[], preferred: number): T[] {
  if (preferred <= 0 || preferred >= lines.length) return [...lines];
  return [lines[preferred]!, ...lines.filter((_, i) => i !== preferred)];
}
