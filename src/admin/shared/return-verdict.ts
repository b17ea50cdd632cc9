/** Whether an option's actual return lies within the 95% interval chance alone allows. */
import type { OptionReturn } from '../../contract/admin';
import { texts } from './texts';

export function verdict(row: OptionReturn): string {
  if (row.actualReturn === null || row.interval === null) return texts.dashboard.tooFew;
  return row.actualReturn >= row.interval.low && row.actualReturn <= row.interval.high ? texts.dashboard.within : texts.dashboard.outside;
}
