/**
 * Safe areas (Bot API 8.0). In fullscreen the app draws under the notch, the home indicator and
 * Telegram's own header buttons; the client tells how far each reaches in two sets of insets:
 * safe_area_changed (the device's) and content_safe_area_changed (Telegram's controls, inside the
 * device's). They become the CSS variables Telegram's own script sets, --tg-safe-area-inset-* and
 * --tg-content-safe-area-inset-*, in px; styles/global.css adds them up into --safe-top and its
 * siblings, which the layout keeps clear of. The client sends them when they change; they are
 * requested once at start so the first values do not wait for a rotation.
 */
import type { Bridge } from './bridge';
import type { WebApp } from './web-app';

const SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type Insets = Record<(typeof SIDES)[number], number>;

/** Four finite, non-negative numbers; anything else (a missing or broken side) counts as 0. */
export function readInsets(data: unknown): Insets {
  const record = (data ?? {}) as Record<string, unknown>;
  const side = (name: string) => {
    const value = record[name];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  };
  return { top: side('top'), bottom: side('bottom'), left: side('left'), right: side('right') };
}

type Style = Pick<CSSStyleDeclaration, 'setProperty'>;

function apply(style: Style, prefix: string, insets: Insets): void {
  for (const side of SIDES) style.setProperty(`${prefix}-${side}`, `${insets[side]}px`);
}

/** Follows both sets of insets into CSS variables; returns the unsubscribe. Nothing below 8.0. */
export function followSafeArea(
  webApp: Pick<WebApp, 'isTelegram' | 'supports' | 'requestSafeArea'>,
  bridge: Pick<Bridge, 'on'>,
  style: Style = document.documentElement.style,
): () => void {
  if (!webApp.isTelegram || !webApp.supports('safeArea')) return () => {};
  const offDevice = bridge.on('safe_area_changed', (data) => apply(style, '--tg-safe-area-inset', readInsets(data)));
  const offContent = bridge.on('content_safe_area_changed', (data) => apply(style, '--tg-content-safe-area-inset', readInsets(data)));
  webApp.requestSafeArea();
  return () => {
    offDevice();
    offContent();
  };
}
