/**
 * mpegts.js's loader for our live HTTP-FLV: fetch with an AbortController that `abort()` always uses.
 *
 * Why: mpegts.js's own FetchStreamLoader, in Chrome, does not abort a fetch while it is receiving
 * ("Chrome may throw ... avoid using if is buffering"); it only cancels at the next chunk. A stalled
 * connection sends no next chunk, so after `destroy()` its connection stays open for ever (seen in the
 * browser test: the relay still counted the viewer after leaving). Six such leaks and the browser's
 * per-host limit makes the next room black. With the worker on, terminating the worker closes it, but
 * the worker costs the first frame (docs/decisions.md). Given as `customLoader` (main-thread only).
 * Duck-typed to mpegts.js's BaseLoader (src/io/loader.js), whose export on the package is deprecated.
 */

const STATUS = { idle: 0, connecting: 1, buffering: 2, error: 3, complete: 4 } as const;
type Callback<A extends unknown[]> = ((...args: A) => void) | null;

export class LiveFetchLoader {
  readonly type = 'live-fetch-loader';
  readonly needStashBuffer = false;
  onContentLengthKnown: Callback<[number]> = null;
  onURLRedirect: Callback<[string]> = null;
  onDataArrival: Callback<[ArrayBuffer, number, number]> = null;
  onError: Callback<[string, { code: number; msg: string }]> = null;
  onComplete: Callback<[number, number]> = null;
  private state: number = STATUS.idle;
  private controller: AbortController | null = null;

  // mpegts.js constructs loaders with (seekHandler, config); neither is needed for a live stream.
  constructor(..._args: unknown[]) {}

  get status(): number {
    return this.state;
  }

  isWorking(): boolean {
    return this.state === STATUS.connecting || this.state === STATUS.buffering;
  }

  open(dataSource: { url: string; withCredentials?: boolean }, range: { from?: number } = {}): void {
    const controller = new AbortController();
    this.controller = controller;
    this.state = STATUS.connecting;
    const from = range.from ?? 0;
    let received = 0;
    const live = () => !controller.signal.aborted;
    const run = async () => {
      const response = await fetch(dataSource.url, {
        signal: controller.signal,
        credentials: dataSource.withCredentials ? 'include' : 'same-origin',
        cache: 'no-store',
      });
      if (!live()) return;
      if (!response.ok || !response.body) {
        this.state = STATUS.error;
        this.onError?.('HttpStatusCodeInvalid', { code: response.status, msg: response.statusText });
        return;
      }
      this.state = STATUS.buffering;
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (!live()) return;
        if (done) {
          this.state = STATUS.complete;
          this.onComplete?.(from, from + received - 1);
          return;
        }
        const chunk = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer;
        const start = from + received;
        received += chunk.byteLength;
        this.onDataArrival?.(chunk, start, received);
      }
    };
    run().catch((error: unknown) => {
      if (!live()) return;
      this.state = STATUS.error;
      this.onError?.('Exception', { code: -1, msg: error instanceof Error ? error.message : String(error) });
    });
  }

  abort(): void {
    this.controller?.abort();
    this.controller = null;
    if (this.isWorking()) this.state = STATUS.complete;
  }

  destroy(): void {
    this.abort();
    this.state = STATUS.idle;
    this.onContentLengthKnown = null;
    this.onURLRedirect = null;
    this.onDataArrival = null;
    this.onError = null;
    this.onComplete = null;
  }
}
