import { SILENCE_FALLBACK_MS } from '../../contract/event-channel';
import { hasWebLocks } from '../leader';
import { controllingWorker } from '../worker-keepalive';

/**
 * Who holds the upstream stream for this tab, by preference (docs/event-channel.md):
 * - 'worker': a service worker controls the page. It holds the stream; this tab pings it.
 * - 'elect': Web Locks: the visible tabs elect a leader that streams and posts on the channel.
 * - 'solo': neither (old browsers): this tab streams for itself while visible.
 */
export type Holder = 'worker' | 'elect' | 'solo';
const PREFERENCE: readonly Holder[] = ['worker', 'elect', 'solo'];

/**
 * The choice among the holders: the most preferred one available, pushed one place down the list
 * each time the tab hears nothing for SILENCE_FALLBACK_MS, and back up once it hears the holder it
 * left (the worker's or a leader's heartbeat).
 */
export class HolderPreference {
  /** How many places down the preference list silence has pushed this tab. */
  private fallback = 0;
  /**
   * When this tab last heard the worker on the channel. A tab that loaded while the first worker
   * was activating is not claimed by it (and stays without a controller until a reload), yet it
   * hears the worker's stream on the channel like any other tab: it must not open a second one.
   */
  private heardWorkerAt = Number.NEGATIVE_INFINITY;

  chosen(): Holder {
    const options = this.available();
    return options[Math.min(this.fallback, options.length - 1)] ?? 'solo';
  }

  /** Silence: one place down, never past the last holder available. */
  stepDown(): void {
    this.fallback = Math.min(this.fallback + 1, this.available().length - 1);
  }

  /** The worker spoke on the channel, or took control of the page: back to the top. */
  heardWorker(): void {
    this.heardWorkerAt = Date.now();
    this.fallback = 0;
  }

  /** A leader spoke while this tab streams alone: back to the election. */
  heardLeader(): void {
    if (this.chosen() === 'solo') this.fallback = Math.max(0, this.available().indexOf('elect'));
  }

  /** A new controller: start again from the top. */
  reset(): void {
    this.fallback = 0;
  }

  private available(): Holder[] {
    return PREFERENCE.filter((holder) => this.isAvailable(holder));
  }

  private isAvailable(holder: Holder): boolean {
    if (holder === 'worker') return controllingWorker() !== null || Date.now() - this.heardWorkerAt < SILENCE_FALLBACK_MS;
    return holder === 'elect' ? hasWebLocks() : true;
  }
}
