/** The player's verification (docs/compliance.md, "Verification tiers"): read it, declare a residence. */
import type { PlayerVerification } from '../../../contract/verification';
import { apiClient } from '../../../lib/api-client';

export const getVerification = async (signal?: AbortSignal): Promise<PlayerVerification> => (await apiClient.call('GET /player/verification', { signal })).data;

export const declareResidence = async (country: string): Promise<PlayerVerification> => (await apiClient.call('POST /player/residence', { body: { country } })).data;
