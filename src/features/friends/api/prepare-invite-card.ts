/**
 * POST /api/v1/referral/prepared-message: the server has Telegram keep an invite card (a prepared
 * inline message with a button to the app and the player's refCode) and answers its id, which
 * the friends screen's Share hands to shareMessage (Telegram 8.0+, docs/telegram-platform.md).
 */
import { useMutation } from '@tanstack/react-query';
import type { PreparedMessage, PreparedMessageBody } from '../../../contract/api-types';
import { apiClient } from '../../../lib/api-client';

export async function prepareInviteCard(body: PreparedMessageBody): Promise<PreparedMessage> {
  const { data } = await apiClient.call('POST /referral/prepared-message', { body });
  return data;
}

export function usePrepareInviteCard() {
  return useMutation({
    mutationFn: prepareInviteCard,
    // A failure is never toasted: Share falls back to the share link instead.
    meta: { errorInline: true },
    // Offline it must fail at once (and fall back), not wait paused for the network.
    networkMode: 'always',
  });
}
