/**
 * Asks again every `everyMs` and never overlaps its own requests: the next tick is due `everyMs`
 * after the previous one started, but never before that one has settled (a slow answer spanning
 * two intervals makes one request, not two, and the next starts as soon as it is in). A failed tick
 * changes nothing: the next one tells. Stopping aborts the request in flight.
 */
export function startPolling(
  everyMs: number,
  tick: (signal: AbortSignal) => Promise<unknown>,
  { immediate = false } = {},
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    const started = Date.now();
    await tick(controller.signal).catch(() => undefined);
    if (!controller.signal.aborted) timer = setTimeout(run, Math.max(0, started + everyMs - Date.now()));
  };
  if (immediate) void run();
  else timer = setTimeout(run, everyMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
