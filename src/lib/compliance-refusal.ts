/**
 * A refusal the player answers on a screen of its own, not in a toast (docs/compliance.md, "In the
 * app"): 403 verification_required {tier, action} opens the verification screen for that action,
 * 403 jurisdiction_blocked {country} the polite blocked screen. Any other failure: null.
 */
import { VERIFICATION_ACTIONS, type VerificationAction } from '../contract/verification';
import { isApiError } from './api-error';

const isAction = (value: string | undefined): value is VerificationAction => (VERIFICATION_ACTIONS as readonly string[]).includes(value ?? '');

/** The path of the screen that answers `error`, or null when it is not such a refusal. */
export function complianceRefusalPath(error: unknown): string | null {
  if (!isApiError(error, 403)) return null;
  const details = error.body.error.details ?? {};
  if (error.code === 'jurisdiction_blocked') return `/not-available?country=${encodeURIComponent(/^[A-Z]{2}$/.test(details.country ?? '') ? details.country! : 'unknown')}`;
  if (error.code !== 'verification_required') return null;
  const action = isAction(details.action) ? details.action : 'stake';
  const tier = details.tier === '2' ? '2' : '1';
  return `/verification?action=${action}&tier=${tier}`;
}
