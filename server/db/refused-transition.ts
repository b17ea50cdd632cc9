/**
 * A status change its record's transition table does not allow (each money record has one owner
 * module with such a table: deposit-status.ts, adjustment-repository.ts). A bug, never a state to
 * persist: thrown inside the transaction, it rolls the whole change back.
 */
export class RefusedTransition extends Error {
  constructor(record: string, from: string, to: string) {
    super(`${record}: ${from} → ${to} is not an allowed status change`);
    this.name = 'RefusedTransition';
  }
}
