import type { ChannelMessage } from '../../contract/event-channel';

/** What the holder last said of its stream, read from the 'status' messages on the channel. */
export class StreamStatus {
  /** The holder's stream ended for good (204): silence is expected, not a reason to stream. */
  stopped = false;
  /** The holder's stream is open: nothing to hurry when the network comes back. */
  open = false;

  read(message: ChannelMessage): void {
    if (message.kind !== 'status') return;
    this.stopped = message.state === 'stopped';
    this.open = message.state === 'open';
  }
}
