/** POST /api/v1/player/terms {version, adult: true}: the 18+ confirmation and the terms read, before the first deposit (docs/player-protection.md). */
import { apiClient } from '../../../lib/api-client';

export async function acceptTerms(version: string): Promise<void> {
  await apiClient.call('POST /player/terms', { body: { version, adult: true } });
}
