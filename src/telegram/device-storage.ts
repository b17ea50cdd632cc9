/**
 * DeviceStorage (Bot API 9.0): up to 5 MB of key-value strings per bot on the user's device, kept
 * by Telegram itself, so it outlives a web view whose storage iOS cleared. Every call carries a
 * req_id and its answer (device_storage_key_saved, _key_received, _cleared or _failed) carries it
 * back. A failure rejects with DeviceStorageError (Telegram's reason, or UNSUPPORTED when nothing
 * could be sent); below 9.0 every call throws WebAppMethodUnsupported.
 */
import type { Request } from './request';

export class DeviceStorageError extends Error {
  override readonly name = 'DeviceStorageError';
}

type Outcome = { value: string | null } | { error: string };

const ANSWERS = ['device_storage_key_saved', 'device_storage_key_received', 'device_storage_cleared', 'device_storage_failed'];

let lastId = 0;
/** Unique for this page; Telegram only echoes it back. */
function nextRequestId(): string {
  lastId += 1;
  return `ds${Date.now().toString(36)}${lastId}`;
}

export function createDeviceStorage({ gate, request }: { gate: () => void; request: Request }) {
  // Not async: below 9.0 the gate throws at the call, like every other gated method.
  function call(method: string, params: Record<string, unknown>): Promise<string | null> {
    gate();
    const reqId = nextRequestId();
    const read = (data: unknown, eventType: string): Outcome | undefined => {
      const answer = data as { req_id?: unknown; value?: unknown; error?: unknown } | null;
      if (answer?.req_id !== reqId) return undefined;
      if (eventType === 'device_storage_failed') return { error: typeof answer.error === 'string' ? answer.error : 'UNKNOWN_ERROR' };
      return { value: typeof answer.value === 'string' ? answer.value : null };
    };
    const answered = request<Outcome>(method, { req_id: reqId, ...params }, { events: ANSWERS, read, fallback: { error: 'UNSUPPORTED' } });
    return answered.then((outcome) => {
      if ('error' in outcome) throw new DeviceStorageError(outcome.error);
      return outcome.value;
    });
  }

  return {
    /** The stored string, or null when the key holds nothing. */
    getItem: (key: string) => call('web_app_device_storage_get_key', { key }),
    setItem: (key: string, value: string) => call('web_app_device_storage_save_key', { key, value }).then(() => {}),
    /** Telegram's own removeItem is a save of null. */
    removeItem: (key: string) => call('web_app_device_storage_save_key', { key, value: null }).then(() => {}),
    clear: () => call('web_app_device_storage_clear', {}).then(() => {}),
  };
}
