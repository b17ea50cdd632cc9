/**
 * web_app_request_phone (6.9+, Telegram's requestContact): Telegram asks the user to share their
 * phone number with the bot; the answer is phone_requested {status: sent | cancelled}. On "sent"
 * the contact itself goes to the bot as a message from the user, not to the app (the server
 * records its country there: docs/compliance.md, "Jurisdiction signals"). Its own module, not a
 * WebApp method, so only the verification screen that asks pays for it.
 */
import { getBridge, type Bridge } from './bridge';
import { WebAppError } from './errors';
import { createRequest } from './request';
import type { WebApp } from './web-app';

/** True once the user sent it; below 6.9 it throws WebAppMethodUnsupported and posts nothing. */
export function requestContact(webApp: Pick<WebApp, 'supports'>, bridge: Pick<Bridge, 'postEvent' | 'on'> = getBridge()): Promise<boolean> {
  if (!webApp.supports('requestContact')) throw new WebAppError('WebAppMethodUnsupported');
  return createRequest(bridge)('web_app_request_phone', undefined, {
    events: 'phone_requested',
    read: (data) => (data as { status?: unknown } | null)?.status === 'sent',
    fallback: false,
  });
}
