/**
 * Haptic feedback parameters, checked as Telegram's telegram-web-app.js checks them: an impact
 * needs one of five styles, a notification one of three types; anything else is refused with the
 * same named errors before anything is sent.
 */
import { WebAppError } from './errors';

export const IMPACT_STYLES = ['light', 'medium', 'heavy', 'rigid', 'soft'] as const;
export const NOTIFICATION_TYPES = ['error', 'success', 'warning'] as const;

export type ImpactStyle = (typeof IMPACT_STYLES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type HapticFeedback =
  | { type: 'impact'; impact_style: ImpactStyle }
  | { type: 'notification'; notification_type: NotificationType }
  | { type: 'selection_change' };

export function hapticPayload(feedback: HapticFeedback): HapticFeedback {
  const { type } = (feedback ?? {}) as { type?: unknown };
  if (type === 'impact') {
    const style = (feedback as { impact_style?: unknown }).impact_style;
    if (!IMPACT_STYLES.some((known) => known === style)) throw new WebAppError('WebAppHapticImpactStyleInvalid');
    return { type, impact_style: style as ImpactStyle };
  }
  if (type === 'notification') {
    const kind = (feedback as { notification_type?: unknown }).notification_type;
    if (!NOTIFICATION_TYPES.some((known) => known === kind)) throw new WebAppError('WebAppHapticNotificationTypeInvalid');
    return { type, notification_type: kind as NotificationType };
  }
  if (type === 'selection_change') return { type };
  throw new WebAppError('WebAppHapticFeedbackTypeInvalid');
}
