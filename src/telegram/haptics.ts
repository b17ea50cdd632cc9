/**
 * Haptic feedback for the app's moments (Telegram's HapticFeedback, 6.1+): a light impact when the
 * player picks a game, an option or a number; a success or error notification on a result. Each
 * call does nothing where there is no haptic engine to ask (a browser, a client below 6.1), so
 * components call it without checking first.
 */
import { getWebApp } from './current-web-app';
import type { ImpactStyle, NotificationType } from './haptic-payload';

function trigger(feedback: Parameters<ReturnType<typeof getWebApp>['hapticFeedback']>[0]): void {
  const webApp = getWebApp();
  if (webApp.isTelegram && webApp.supports('hapticFeedback')) webApp.hapticFeedback(feedback);
}

export function hapticImpact(style: ImpactStyle = 'light'): void {
  trigger({ type: 'impact', impact_style: style });
}

export function hapticNotification(type: NotificationType): void {
  trigger({ type: 'notification', notification_type: type });
}

export function hapticSelection(): void {
  trigger({ type: 'selection_change' });
}

/** Hides the on-screen keyboard (9.1+), e.g. once the stake is submitted; nothing below that. */
export function hideKeyboard(): void {
  const webApp = getWebApp();
  if (webApp.isTelegram && webApp.supports('hideKeyboard')) webApp.hideKeyboard();
}
