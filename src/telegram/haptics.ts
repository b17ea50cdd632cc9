/**
 * Telegram's notification haptic (web_app_trigger_haptic_feedback, Mini Apps 6.1+), for a settled
 * order: success for a win, error for a loss. Nothing happens outside Telegram or on an older
 * client. Kept to this one call: the bridge's fuller haptics API belongs with the bridge itself.
 */
import { getBridge } from './bridge';
import { getWebApp } from './current-web-app';

export type NotificationHaptic = 'success' | 'error' | 'warning';

/** Returns whether the event was sent. */
export function notificationOccurred(type: NotificationHaptic): boolean {
  if (!getWebApp().supports('hapticFeedback')) return false;
  return getBridge().postEvent('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: type });
}
