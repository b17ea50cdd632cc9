/**
 * Markers of harm (docs/back-office.md, "Markers of harm"): the signs regulators name, which the
 * server computes per player and which open a case for an operator. The SQL CHECKs repeat these
 * lists; a test holds them equal.
 */
export const HARM_MARKERS = ['deposits_rising', 'night_play', 'many_wallets', 'complaints', 'limits_lowered_raised', 'timeout_after_losses'] as const;
export type HarmMarker = (typeof HARM_MARKERS)[number];

export const HARM_CASE_STATUSES = ['open', 'closed'] as const;
export type HarmCaseStatus = (typeof HARM_CASE_STATUSES)[number];

/** What an operator records on a case: a note, a contact with the player, or the close. */
export const HARM_CASE_ACTIONS = ['note', 'contacted', 'closed'] as const;
export type HarmCaseAction = (typeof HARM_CASE_ACTIONS)[number];

export interface HarmCase {
  id: number;
  player: { id: number; telegramId: number; name: string; username: string | null };
  marker: HarmMarker;
  status: HarmCaseStatus;
  details: Record<string, number>;
  openedAt: string;
  closedAt: string | null;
  log: { operator: number; action: HarmCaseAction; text: string; at: string }[];
}
