/**
 * Runs `run` in a task of its own, after whatever the current task still does and after input and
 * rendering the browser has waiting: a MessageChannel message (no 4 ms timer clamp, runs in a
 * hidden tab too). Returns a cancel. Used to split start-up work that would otherwise be one long
 * task after the first paint (Lighthouse's TBT counts every task past 50 ms).
 */
export function nextTask(run: () => void): () => void {
  let live = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) run();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
}

/** A promise that settles in a task of its own (`await yieldTask()` ends the current task there). */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => void nextTask(resolve));
}
