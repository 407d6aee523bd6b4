/** A hidden tab runs no animation frames: run anyway after this long. */
const HIDDEN_TAB_BACKSTOP_MS = 250;

/**
 * Runs `fn` once, just after the next frame has painted: a frame, then a task (the task runs after
 * that frame's paint). Work started here does not compete with building the first frame. Returns a
 * cancel function.
 */
export function afterFirstPaint(fn: () => void, backstopMs = HIDDEN_TAB_BACKSTOP_MS): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frame = requestAnimationFrame(() => (task = setTimeout(run, 0)));
  const backstop = setTimeout(run, backstopMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(backstop);
  };
}
