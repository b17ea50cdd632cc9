import { t } from '../../i18n/t';
import { isApiError } from '../../lib/api-error';

/**
 * A failed order in the player's words: a refusal by its error code (the texts load on demand,
 * their own chunk, as the query client's toasts do: app/app-query-client.ts), no answer at all
 * (a lost connection) as order.failed. Never the server's English message.
 */
export async function orderFailureMessage(error: unknown): Promise<string> {
  if (!isApiError(error)) return t('order.failed');
  return (await import('../../i18n/api-error-text')).apiErrorText(error.code);
}
