/**
 * GET and PATCH /api/v1/user/notifications (docs/api.md): which bot notifications the player gets.
 * A small useState hook, like update-me.ts, for the same reason (no second react-query import in a
 * lazy screen).
 */
import { useCallback, useEffect, useState } from 'react';
import type { NotificationKind, NotificationSettings } from '../../../contract/notifications';
import { apiClient } from '../../../lib/api-client';
import { useOnline } from '../../../lib/use-online';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  return (await apiClient.call('GET /user/notifications')).data;
}

export async function setNotificationKind(kind: NotificationKind, enabled: boolean): Promise<NotificationSettings> {
  return (await apiClient.call('PATCH /user/notifications', { body: { kind, enabled } })).data;
}

export interface NotificationSettingsState {
  settings: NotificationSettings | null;
  /** The settings could not be read (offline, the server down): the switches stay disabled. */
  loadFailed: boolean;
  /** The last change's failure, null after a success. */
  error: Error | null;
  set: (kind: NotificationKind, enabled: boolean) => Promise<void>;
}

const asError = (problem: unknown) => (problem instanceof Error ? problem : new Error(String(problem)));

export function useNotificationSettings(): NotificationSettingsState {
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  // Offline it waits for the network, as the app's queries do (docs/offline.md), and reads the
  // settings once it is back: a call it knows will fail would only end in an error.
  const online = useOnline();
  const loaded = settings !== null;
  useEffect(() => {
    if (!online || loaded) return;
    let live = true;
    // A failure stays shown until a retry succeeds (no synchronous reset here: one render, not two).
    getNotificationSettings().then(
      (next) => {
        if (!live) return;
        setLoadFailed(false);
        setSettings(next);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [online, loaded]);
  const set = useCallback(async (kind: NotificationKind, enabled: boolean) => {
    setError(null);
    try {
      setSettings(await setNotificationKind(kind, enabled));
    } catch (problem) {
      setError(asError(problem));
    }
  }, []);
  return { settings, loadFailed, error, set };
}
