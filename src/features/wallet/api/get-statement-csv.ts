/** GET /api/v1/wallet/statement.csv?from=&to=: every transfer of the player in a date range (UTC days, both included). */
import { apiClient } from '../../../lib/api-client';

export async function getStatementCsv(from: string, to: string): Promise<string> {
  return apiClient.call('GET /wallet/statement.csv', { query: { from, to }, responseType: 'text' });
}
