/** The dashboard's alerts: what needs an operator now, said with its numbers (docs/back-office.md, "Dashboard"). */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const dashboardTexts = {
  alerts: 'What needs attention',
  hotBelowOwed: 'Hot wallet below what is owed',
  hotBelowOwedText: (hot: string, ratio: string, owed: string) =>
    `The wallets’ ${hot} covers ${ratio} of the ${owed} owed to players: if they all withdrew, payouts would stop. Top up the hot wallet.`,
  waiting: 'Withdrawals waiting',
  waitingText: (count: number, amount: string) => `${plural(count, 'withdrawal', 'withdrawals')} (${amount}) wait for an approval.`,
  waitingLink: 'Review the withdrawals',
  lowOnTon: 'Payouts stopped',
  lowOnTonText: (ton: string) => `The hot wallet has ${ton} TON, below its floor for fees: no withdrawal is sent until it is topped up.`,
  stuck: 'Withdrawals stuck sending',
  stuckText: (count: number, since: string) => `${plural(count, 'withdrawal', 'withdrawals')} sending since ${since} without an answer from the chain. Check the payout worker and the hot wallet.`,
  reconcile: 'Books do not reconcile',
  reconcileUnknown: 'Chain not checked',
};
