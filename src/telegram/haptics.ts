/**
 * Telegram's notification haptic (web_app_trigger_haptic_feedback, Mini Apps 6.1+), for a settled
 * order: success for a win, error for a loss. Nothing happens outside Telegram or on an older
 * client. Kept to this one call: the bridge's fuller haptics API belongs with the bridge itself.
 */
import { getBridge, type Bridge } from './bridge';
import { getWebApp } from './current-web-app';
import type { Feature } from './features';

export type NotificationHaptic = 'success' | 'error' | 'warning';

export interface HapticDeps {
  supports: (feature: Feature) => boolean;
  postEvent: Bridge['postEvent'];
}

const appDeps: HapticDeps = {
  supports: (feature) => getWebApp().supports(feature),
  postEvent: (eventType, eventData) => getBridge().postEvent(eventType, eventData),
};

/** Returns whether the event was sent. */
export function notificationOccurred(type: NotificationHaptic, { supports, postEvent }: HapticDeps = appDeps): boolean {
  if (!supports('hapticFeedback')) return false;
  return postEvent('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: type });
}
