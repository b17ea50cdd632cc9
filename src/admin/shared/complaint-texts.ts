/** The complaints screens' words (docs/back-office.md, "Complaints"). */
import { m } from '../i18n/admin-i18n';
import type { ComplaintKind, ComplaintSource, ComplaintStatus } from '../../contract/complaints';

export const complaintTexts = {
  get nav() { return m('complaints.nav'); },
  get title() { return m('complaints.title'); },
  get intro() { return m('complaints.intro'); },
  get filter() { return m('complaints.filter'); },
  get all() { return m('complaints.all'); },
  number: (id: number) => m('complaints.number', { id }),
  get player() { return m('complaints.player'); },
  get kind() { return m('complaints.kind'); },
  get status() { return m('complaints.status'); },
  get deadline() { return m('complaints.deadline'); },
  get overdue() { return m('complaints.overdue'); },
  get source() { return m('complaints.source'); },
  get assigned() { return m('complaints.assigned'); },
  get nobody() { return m('complaints.nobody'); },
  get open() { return m('complaints.open'); },
  get subject() { return m('complaints.subject'); },
  order: (id: number) => m('complaints.order', { id }),
  deposit: (hash: string) => m('complaints.deposit', { hash: hash.slice(0, 12) }),
  withdrawal: (id: number) => m('complaints.withdrawal', { id }),
  get conversation() { return m('complaints.conversation'); },
  get fromPlayer() { return m('complaints.fromPlayer'); },
  get fromOperator() { return m('complaints.fromOperator'); },
  get replyLabel() { return m('complaints.replyLabel'); },
  get reply() { return m('complaints.reply'); },
  get take() { return m('complaints.take'); },
  get evidence() { return m('complaints.evidence'); },
  moveTo: (status: ComplaintStatus) => MOVE_LABELS[status](),
  get back() { return m('complaints.back'); },
  kinds: { get payment() { return m('complaints.kinds.payment'); }, get game() { return m('complaints.kinds.game'); }, get protection() { return m('complaints.kinds.protection'); }, get other() { return m('complaints.kinds.other'); } } satisfies Record<ComplaintKind, string>,
  statuses: { get open() { return m('complaints.statuses.open'); }, get answered() { return m('complaints.statuses.answered'); }, get escalated() { return m('complaints.statuses.escalated'); }, get closed() { return m('complaints.statuses.closed'); } } satisfies Record<ComplaintStatus, string>,
  sources: { get app() { return m('complaints.sources.app'); }, get bot() { return m('complaints.sources.bot'); } } satisfies Record<ComplaintSource, string>,
};

const MOVE_LABELS: Record<ComplaintStatus, () => string> = {
  open: () => m('complaints.move.open'),
  answered: () => m('complaints.move.answered'),
  escalated: () => m('complaints.move.escalated'),
  closed: () => m('complaints.move.closed'),
};
