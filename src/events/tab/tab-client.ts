/**
 * One tab's end of the event channel (docs/event-channel.md). Consumers only see `dispatch`; who
 * holds the upstream stream is decided here: `HolderPreference` chooses (worker, elected leader,
 * or this tab alone), `HolderSlot` runs the choice, `SilenceWatch` steps down when the holder goes
 * quiet, and `StreamStatus` remembers what the holder last said of its stream.
 */
import { EVENT_CHANNEL_NAME, type ChannelMessage, type TabToWorkerMessage } from '../../contract/event-channel';
import { SSE_PATH } from '../../contract/events';
import { reachability } from '../../lib/app-reachability';
import { currentAuthorization, rejectAuthorization, subscribeCredentials } from '../../lib/session/credentials';
import { idbLastIdStore } from '../core/last-id-store';
import { startRelay } from '../core/relay';
import type { Dispatch } from '../dispatcher';
import { leadWhileVisible } from '../leader';
import { HolderPreference, type Holder } from './holder-preference';
import { HolderSlot } from './holder-slot';
import { SilenceWatch } from './silence-watch';
import { StreamStatus } from './stream-status';
import { isPageVisible, watchVisibility, whileVisible } from '../visibility';
import { controllingWorker, keepWorkerAlive } from '../worker-keepalive';

export interface TabClient {
  stop(): void;
}

export function startTabClient(apiBase: string, dispatch: Dispatch): TabClient {
  const url = `${apiBase}${SSE_PATH}`;
  const channel = new BroadcastChannel(EVENT_CHANNEL_NAME);
  const preference = new HolderPreference();
  const status = new StreamStatus();
  const reconcile = () => slot.switchTo(preference.chosen());
  const silence = new SilenceWatch(
    () => isPageVisible() && !status.stopped,
    () => {
      preference.stepDown();
      reconcile();
    },
  );

  const stream = (post: Dispatch) => {
    const relay = startRelay({
      holder: 'tab',
      post,
      url,
      fetch: (input, init) => fetch(input, init), // looked up per call: tests fake the network edge
      authorization: currentAuthorization,
      // The same 401 path as every API call: the credential is dropped for the whole page.
      onUnauthorized: rejectAuthorization,
      lastEventId: idbLastIdStore,
    });
    return () => relay.stop();
  };

  function hear(message: ChannelMessage): void {
    status.read(message);
    if (message.kind === 'unreachable') reachability.reportStreamFailure();
    silence.heard();
    dispatch(message);
  }

  const postToAll: Dispatch = (message) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    channel.postMessage(message);
    hear(message); // a channel never delivers to its own sender
  };

  const slot = new HolderSlot((holder: Holder) => {
    if (holder === 'worker') return keepWorkerAlive(() => ({ kind: 'keepalive', authorization: currentAuthorization(), apiBase }));
    if (holder === 'elect') return leadWhileVisible(() => stream(postToAll));
    return whileVisible(() => stream(hear));
  });

  channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (message.kind !== 'event') {
      if (message.holder === 'sw') preference.heardWorker();
      else preference.heardLeader();
      reconcile();
    }
    hear(message);
  });

  const onControllerChange = () => {
    preference.reset();
    reconcile();
  };
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  worker?.addEventListener('controllerchange', onControllerChange);
  const unwatch = watchVisibility((visible) => (visible ? silence.heard() : silence.stop()));

  /**
   * No credentials left (a 401 everywhere, a logout): no stream. New ones (a renewal, the session
   * token traded at start): the worker hears them at once, and a holder a 401 stopped starts again.
   */
  const unsubscribeCredentials = subscribeCredentials(() => {
    if (!currentAuthorization()) {
      slot.clear();
      silence.stop();
      return;
    }
    const running = !status.stopped && slot.holder !== null;
    if (running && slot.holder !== 'worker') return; // a running stream reads the latest on its next connect
    slot.clear();
    status.stopped = false;
    reconcile();
    silence.heard();
  });

  /** Back online (docs/offline.md): a stream waiting out its backoff reconnects now, and tabs refetch. */
  const unsubscribeReachability = reachability.subscribe(() => {
    if (!reachability.isOnline() || slot.holder === null || status.open || status.stopped) return;
    if (slot.holder === 'worker') {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a ServiceWorker has no target origin
      controllingWorker()?.postMessage({ kind: 'reconnect', authorization: currentAuthorization(), apiBase } satisfies TabToWorkerMessage);
      return;
    }
    slot.clear();
    reconcile();
  });

  reconcile();
  silence.heard();

  return {
    stop() {
      unsubscribeReachability();
      unsubscribeCredentials();
      unwatch();
      worker?.removeEventListener('controllerchange', onControllerChange);
      silence.stop();
      slot.clear();
      channel.close();
    },
  };
}
