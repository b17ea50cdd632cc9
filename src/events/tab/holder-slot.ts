import type { Holder } from './holder-preference';

/** The holder this tab runs now, and how to stop it: one at a time, switched only on a change. */
export class HolderSlot {
  private current: Holder | null = null;
  private release = () => {};

  constructor(private readonly start: (holder: Holder) => () => void) {}

  get holder(): Holder | null {
    return this.current;
  }

  /** Runs `next`, stopping the one before; nothing happens when `next` already runs. */
  switchTo(next: Holder): void {
    if (next === this.current) return;
    this.release();
    this.current = next;
    this.release = this.start(next);
  }

  /** Stops the running holder; the next `switchTo` starts one again, whichever it is. */
  clear(): void {
    this.release();
    this.release = () => {};
    this.current = null;
  }
}
