import { SILENCE_FALLBACK_MS } from '../../contract/event-channel';

/**
 * Calls `onSilence` when SILENCE_FALLBACK_MS pass without `heard()`, and keeps watching after it.
 * It does not watch while `shouldWatch()` is false (a hidden page, a stream that ended for good).
 */
export class SilenceWatch {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly shouldWatch: () => boolean,
    private readonly onSilence: () => void,
  ) {}

  /** Something was heard (or watching may start again): the wait starts over. */
  heard(): void {
    this.stop();
    if (!this.shouldWatch()) return;
    this.timer = setTimeout(() => {
      this.onSilence();
      this.heard();
    }, SILENCE_FALLBACK_MS);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
