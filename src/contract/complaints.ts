/**
 * Complaints (docs/back-office.md, "Complaints"): what a player may complain about, the states a
 * complaint moves through and which moves are allowed. The SQL CHECKs repeat these lists; a test
 * holds them equal.
 */
export const COMPLAINT_KINDS = ['payment', 'game', 'protection', 'other'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

/** open: waiting for the operator; answered: the operator replied; escalated: sent to ADR; closed. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'escalated', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_SOURCES = ['app', 'bot'] as const;
export type ComplaintSource = (typeof COMPLAINT_SOURCES)[number];

/**
 * The moves an operator may make (a reply moves open or escalated to answered by itself; a
 * player's new message moves answered back to open). A closed complaint stays closed: the player
 * opens a new one.
 */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  open: ['answered', 'escalated', 'closed'],
  answered: ['open', 'escalated', 'closed'],
  escalated: ['answered', 'closed'],
  closed: [],
};

export const COMPLAINT_TEXT_MAX = 4000;
/** What reaches the player through the bot must fit one Telegram message with its heading. */
export const COMPLAINT_REPLY_MAX = 3500;

export interface ComplaintMessage {
  from: 'player' | 'operator';
  text: string;
  at: string;
}

/** GET /player/complaints: the player's own complaints, newest first. */
export interface PlayerComplaint {
  id: number;
  kind: ComplaintKind;
  status: ComplaintStatus;
  createdAt: string;
  deadlineAt: string;
  messages: ComplaintMessage[];
}

/** The back office's row: the player's complaint with who filed it, from where and about what. */
export interface AdminComplaint extends PlayerComplaint {
  player: { id: number; telegramId: number; name: string; username: string | null };
  source: ComplaintSource;
  orderId: number | null;
  depositTxHash: string | null;
  withdrawalId: number | null;
  assignedTo: number | null;
  /** Past its deadline and still waiting for the operator (open or escalated). */
  overdue: boolean;
}
