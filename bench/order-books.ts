/**
 * The orders section's check of the books against what the loads were answered (bench/orders.ts):
 * every order answered 201 is in them, and no other order but those cut off in flight.
 */
export interface Books {
  orders: number;
  stakes: number;
  sumMicro: bigint;
  mismatches: number;
  /** Of the runs' orders answered 201, those in the books (two answers of one order count once). */
  answeredFound: number;
}

/**
 * What the loads were answered: the orders answered 201 (the players' first orders, and the ids of
 * the runs' orders) and those never answered (cut off in flight when a run's time was up: each may
 * or may not be in the books).
 */
export interface Answered {
  firstOrders: number;
  ids: string[];
  unanswered: number;
}

export const answeredCount = (answered: Answered) => answered.firstOrders + answered.ids.length;
export const bothAnswered = (a: Answered, b: Answered): Answered => ({ firstOrders: a.firstOrders + b.firstOrders, ids: [...a.ids, ...b.ids], unanswered: a.unanswered + b.unanswered });

export const booksFigure = (books: Books, answered: Answered) =>
  `${books.orders.toLocaleString('en-US')} orders and ${books.stakes.toLocaleString('en-US')} stakes in the books for ${answeredCount(answered).toLocaleString('en-US')} answered 201 (${books.answeredFound.toLocaleString('en-US')} of the runs' ${answered.ids.length.toLocaleString('en-US')} found) and ${answered.unanswered} cut off unanswered at the runs' ends; sum ${books.sumMicro}, ${books.mismatches} mismatched accounts`;
/** Every order answered 201 is in the books, and no other order but those cut off in flight. */
export const booksHold = (books: Books, answered: Answered) =>
  books.answeredFound === answered.ids.length &&
  books.orders >= answeredCount(answered) &&
  books.orders <= answeredCount(answered) + answered.unanswered &&
  books.stakes === books.orders &&
  books.sumMicro === 0n &&
  books.mismatches === 0;
