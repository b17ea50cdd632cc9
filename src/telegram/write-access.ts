/**
 * web_app_request_write_access (6.9+): Telegram asks the user to let the bot write to them; the
 * answer is write_access_requested {status: allowed | cancelled}. Its own module, not a WebApp
 * method, so only the profile screen that asks pays for it (the entry chunk is at its budget).
 */
import { getBridge, type Bridge } from './bridge';
import { WebAppError } from './errors';
import { createRequest } from './request';
import type { WebApp } from './web-app';

/** True once the user allowed it; below 6.9 it throws WebAppMethodUnsupported and posts nothing. */
export function requestWriteAccess(webApp: Pick<WebApp, 'supports'>, bridge: Pick<Bridge, 'postEvent' | 'on'> = getBridge()): Promise<boolean> {
  if (!webApp.supports('requestWriteAccess')) throw new WebAppError('WebAppMethodUnsupported');
  return createRequest(bridge)('web_app_request_write_access', undefined, {
    events: 'write_access_requested',
    read: (data) => (data as { status?: unknown } | null)?.status === 'allowed',
    fallback: false,
  });
}
