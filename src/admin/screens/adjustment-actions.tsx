/** Confirm (a second finance operator) or reject, with a reason, an adjustment above the threshold. */
import { useContext, useState } from 'react';
import type { AdminAdjustment } from '../../contract/admin';
import { texts } from '../shared/texts';
import { AdjustmentActionsContext } from './adjustment-actions-context';

export function AdjustmentActions({ adjustment }: { adjustment: AdminAdjustment }) {
  const { allowed, approve, reject } = useContext(AdjustmentActionsContext);
  const [reason, setReason] = useState('');
  const title = allowed ? undefined : texts.common.noPermission;
  return (
    <span className="actions">
      <button type="button" aria-label={texts.adjustments.approve(adjustment.id)} disabled={!allowed} title={title} onClick={() => approve(adjustment.id)}>
        {texts.withdrawals.approveShort}
      </button>
      <input aria-label={texts.adjustments.rejectReason(adjustment.id)} size={14} value={reason} onChange={(event) => setReason(event.target.value)} disabled={!allowed} />
      <button type="button" aria-label={texts.adjustments.reject(adjustment.id)} disabled={!allowed || !reason.trim()} title={title} onClick={() => reject(adjustment.id, reason.trim())}>
        {texts.withdrawals.rejectShort}
      </button>
    </span>
  );
}
