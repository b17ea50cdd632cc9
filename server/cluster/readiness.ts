/**
 * Whether the server's start is over (its database open, the event hub listening). The server
 * listens before that (docs/performance.md, "Start-up"): /readyz answers 503 until then, and the
 * API's requests wait for it instead of failing.
 */
export class Readiness {
  private done = false;
  readonly promise: Promise<void>;

  constructor(start: Promise<unknown>) {
    this.promise = start.then(() => {
      this.done = true;
    });
    // A failed start ends the process (server/main.ts); requests waiting meanwhile get its error.
    this.promise.catch(() => {});
  }

  get isReady(): boolean {
    return this.done;
  }

  /** Resolves at once when ready; else when the start is over. */
  async wait(): Promise<void> {
    if (!this.done) await this.promise;
  }
}
