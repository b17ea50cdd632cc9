/**
 * A tab's entry for channel messages (docs/event-channel.md): each event id is handled once, however
 * many holders relayed it (the worker and a fallback stream, an old and a new leader, a replay
 * after a resume), and a stream that opens again after a break means "refetch", since REST is the
 * source of truth for whatever happened meanwhile.
 */
import type { ChannelMessage } from '../contract/event-channel';
import type { StreamEvent } from '../contract/events';

/** Ids remembered for dedupe; a replay is at most 1,000 events (server), the recent ones matter. */
const SEEN_IDS = 2000;

export interface EventConsumers {
  onEvent: (event: StreamEvent, id: string) => void;
  onReconnected: () => void;
}

export type Dispatch = (message: ChannelMessage) => void;

export function createDispatcher({ onEvent, onReconnected }: EventConsumers): Dispatch {
  const seen = new Set<string>();
  let interrupted = false;
  return (message) => {
    if (message.kind === 'event') {
      if (seen.has(message.id)) return;
      seen.add(message.id);
      // A Set iterates in insertion order: the first is the oldest.
      if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value as string);
      onEvent(message.event, message.id);
    } else if (message.kind === 'status') {
      if (message.state === 'reconnecting') interrupted = true;
      else if (message.state === 'open' && interrupted) {
        interrupted = false;
        onReconnected();
      }
    }
  };
}
