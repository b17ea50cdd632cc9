import type { EventHub } from '../events/hub';

/**
 * An instance that is asked to stop (SIGTERM) drains before it closes (docs/cluster.md): /readyz
 * fails so the load balancer stops sending it work, new event streams are refused with 503 (the
 * balancer retries them on another instance), the open streams end with a short retry hint so
 * their clients reconnect through the balancer to the others, and requests keep being served for
 * `delayMs`, the time the balancer's health checks need to notice. Fastify's close then finishes
 * the requests in flight.
 */
export class Drain {
  private started = false;

  constructor(
    private readonly hub: EventHub,
    private readonly delayMs: number,
  ) {}

  get draining(): boolean {
    return this.started;
  }

  /** Resolves once the balancer has had `delayMs` to take this instance out of rotation. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.hub.closeAll();
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }
}
