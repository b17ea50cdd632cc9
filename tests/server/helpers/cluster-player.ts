import { signInitData, tmaAuthorization, type InitDataUser } from '../../../server/auth/sign-init-data';
import { DEV_BOT_TOKEN } from '../../../server/config';
import { SSE_PATH } from '../../../src/contract/events';
import { ResumingStream } from './resuming-stream';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What HAProxy answers when no instance could take a request, and a connection lost mid-way. */
const RETRYABLE = new Set([502, 503, 504]);

export interface OrderAnswer {
  status: number;
  instance: string | null;
  // oxlint-disable-next-line typescript/no-explicit-any -- checked with expect
  json: any;
}

/** A player of a cluster test, talking to the balancer only, as the app does. */
export class ClusterPlayer {
  stream: ResumingStream | null = null;

  constructor(
    readonly base: string,
    readonly user: InitDataUser,
  ) {}

  authorization(): string {
    return tmaAuthorization(signInitData({ user: this.user, authDate: Math.floor(Date.now() / 1000) }, DEV_BOT_TOKEN));
  }

  openStream(): ResumingStream {
    this.stream = new ResumingStream(`${this.base}${SSE_PATH}`, () => this.authorization());
    return this.stream;
  }

  /** One POST /game/orders with this key. */
  async order(key: string, body: Record<string, unknown> = { game: 'odd_even', option: 'even', amount: '0.1' }): Promise<OrderAnswer> {
    const response = await fetch(`${this.base}/api/v1/game/orders`, {
      method: 'POST',
      headers: { authorization: this.authorization(), 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: response.status, instance: response.headers.get('x-instance'), json: await response.json().catch(() => null) };
  }

  /**
   * An order as the app places it: the same Idempotency-Key again after a lost connection or a
   * 502/503/504, until a definitive answer (the server replays a committed order as 200).
   */
  async orderUntilAnswered(key: string): Promise<OrderAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await this.order(key);
        if (!RETRYABLE.has(answer.status) || attempt >= 20) return answer;
      } catch (error) {
        if (attempt >= 20) throw error;
      }
      await sleep(200);
    }
  }
}
