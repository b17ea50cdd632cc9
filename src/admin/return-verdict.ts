/** Whether an option's actual return lies within the 95% interval chance alone allows. */
import type { OptionReturn } from '../contract/admin';
import { texts } from './texts';

export function verdict(row: OptionReturn): string {
  if (row.actual === null || row.low === null || row.high === null) return texts.dashboard.tooFew;
  return row.actual >= row.low && row.actual <= row.high ? texts.dashboard.within : texts.dashboard.outside;
}
