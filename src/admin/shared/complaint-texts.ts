/** The complaints screens' words (docs/back-office.md, "Complaints"), English like the rest of the console. */
import type { ComplaintKind, ComplaintSource, ComplaintStatus } from '../../contract/complaints';

export const complaintTexts = {
  nav: 'Complaints',
  title: 'Complaints',
  intro: 'Waiting ones first, nearest deadline first. Answer before the deadline; what the player still disputes goes to the ADR body.',
  filter: 'Show',
  all: 'All',
  number: (id: number) => `Complaint #${id}`,
  player: 'Player',
  kind: 'About',
  status: 'State',
  deadline: 'Answer by',
  overdue: 'Overdue',
  source: 'Filed in',
  assigned: 'Taken by',
  nobody: 'Nobody yet',
  open: 'Open',
  subject: 'Points at',
  order: (id: number) => `Order ${id}`,
  deposit: (hash: string) => `Deposit ${hash.slice(0, 12)}…`,
  withdrawal: (id: number) => `Withdrawal ${id}`,
  conversation: 'Conversation',
  fromPlayer: 'Player',
  fromOperator: 'Operator',
  replyLabel: 'Your answer (the player gets it in the app and from the bot)',
  reply: 'Send answer',
  take: 'Take it',
  evidence: 'Download evidence pack (ZIP)',
  moveTo: (status: ComplaintStatus) => MOVE_LABELS[status],
  back: 'All complaints',
  kinds: { payment: 'A payment', game: 'A game result', protection: 'Player protection', other: 'Something else' } satisfies Record<ComplaintKind, string>,
  statuses: { open: 'Open', answered: 'Answered', escalated: 'With the ADR body', closed: 'Closed' } satisfies Record<ComplaintStatus, string>,
  sources: { app: 'the app', bot: 'the bot' } satisfies Record<ComplaintSource, string>,
};

const MOVE_LABELS: Record<ComplaintStatus, string> = { open: 'Reopen', answered: 'Mark answered', escalated: 'Escalate to ADR', closed: 'Close' };
