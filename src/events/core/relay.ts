/**
 * The holder's side of the event channel (docs/event-channel.md): one upstream stream whose every
 * message goes out as a ChannelMessage: the events with their ids, the stream's state (tabs refetch
 * after a reconnect) and heartbeats. A heartbeat goes out for each server ping and at least every
 * RELAY_HEARTBEAT_MS while the holder lives, even while the stream waits to reconnect, so tabs
 * can tell a live holder from a dead one (SILENCE_FALLBACK_MS) during a server outage too.
 */
import type { ChannelMessage } from '../../contract/event-channel';
import { openUpstream, type Upstream, type UpstreamOptions } from './upstream';

/** Well inside SILENCE_FALLBACK_MS (45 s): two heartbeats may be lost before a tab gives up. */
export const RELAY_HEARTBEAT_MS = 15_000;

export interface RelayOptions extends Omit<UpstreamOptions, 'onEvent' | 'onState' | 'onHeartbeat' | 'onNetworkError'> {
  holder: 'sw' | 'tab';
  post: (message: ChannelMessage) => void;
}

export function startRelay({ holder, post, ...upstreamOptions }: RelayOptions): Upstream {
  const heartbeat = () => post({ kind: 'heartbeat', holder, at: Date.now() });
  const timer = setInterval(heartbeat, RELAY_HEARTBEAT_MS);
  const upstream = openUpstream({
    ...upstreamOptions,
    onEvent: (id, event) => post({ kind: 'event', id, event }),
    onState: (state) => post({ kind: 'status', holder, state, at: Date.now() }),
    onHeartbeat: heartbeat,
    // Tabs mark themselves offline on it (lib/reachability.ts): the worker's failure is theirs too.
    onNetworkError: () => post({ kind: 'unreachable', holder, at: Date.now() }),
  });
  const done = upstream.done.finally(() => clearInterval(timer));
  return {
    stop() {
      clearInterval(timer);
      upstream.stop();
    },
    done,
  };
}
