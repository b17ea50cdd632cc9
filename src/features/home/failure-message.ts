import { loadScreenTexts } from '../../i18n/store';
import { t } from '../../i18n/t';
import { isApiError } from '../../lib/api-error';

/**
 * A failed order in the player's words: a refusal by its error code (the texts load on demand,
 * their own chunk, as the query client's toasts do: app/app-query-client.ts), no answer at all
 * (a lost connection) as order.failed. Never the server's English message. A protection refusal
 * names the limit and when it resets (or the break's end): those English texts are the screens'.
 */
export async function orderFailureMessage(error: unknown): Promise<string> {
  if (!isApiError(error)) return t('order.failed');
  const [{ apiErrorText }] = await Promise.all([import('../../i18n/api-error-text'), loadScreenTexts()]);
  return apiErrorText(error.code, error.body.error.details);
}
