import { UTCDateMini } from '@date-fns/utc/date/mini';

/**
 * date-fns's `in` context for UTC (referral weeks, their start dates). The mini class, not
 * `UTCDate`: that one builds three Intl.DateTimeFormat as its module loads (about 60 ms of the
 * start at 4x CPU, on the way to history and friends) for string methods date-fns never calls;
 * the getters are the same.
 */
export const utc = (value: Date | number | string): Date => new UTCDateMini(+new Date(value));
