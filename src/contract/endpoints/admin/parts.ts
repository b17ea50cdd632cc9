/** Shapes several back-office rows share: ids, a reason, an operator, and the money rows (docs/back-office.md). */
import { z } from 'zod';
import type { AdminAdjustment, OperatorRef } from '../../admin';
import type { AdminDeposit, AdminFlagClearance, AdminWithdrawalRow } from '../../admin-players';
import { ADJUSTMENT_STATUSES, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../../money-records';
import { WITHDRAWAL_HOLD_REASONS } from '../../withdrawal-statuses';
import { schemaOf } from '../endpoint';

/** Our ids: positive safe integers; in a path (text) or a query read as numbers, in a body JSON numbers only. */
export const Id = z.coerce.number<number>().int().positive().max(Number.MAX_SAFE_INTEGER);
export const BodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdParams = z.object({ id: Id });
/** A reject's or a refund's reason: 1-500 characters after trimming. */
export const ReasonBody = z.object({ reason: z.string().trim().min(1).max(500) });

export { WITHDRAWAL_STATUSES };

export const OperatorRefSchema = schemaOf<OperatorRef>()(z.object({ telegramId: z.number(), name: z.string().nullable() }));

/** An operator's clearing of a player's jurisdiction flag (docs/compliance.md, "In the back office"). */
export const FlagClearanceSchema = schemaOf<AdminFlagClearance>()(z.object({ by: z.object({ telegramId: z.number(), name: z.string() }), reason: z.string(), at: z.string() }));

export const DepositSchema = schemaOf<AdminDeposit>()(
  z.object({
    txHash: z.string(),
    amount: z.string(),
    memo: z.string().nullable(),
    sender: z.string().nullable(),
    status: z.enum(DEPOSIT_STATUSES),
    createdAt: z.string(),
  }),
);

export const WithdrawalRowSchema = schemaOf<AdminWithdrawalRow>()(
  z.object({
    id: z.number(),
    player: z.object({ id: z.number(), telegramId: z.number(), name: z.string(), username: z.string().nullable() }),
    amount: z.string(),
    address: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    source: z.enum(['cashout', 'referral']),
    createdAt: z.string(),
    approvals: z.array(z.object({ operator: OperatorRefSchema, at: z.string() })),
    neededApprovals: z.literal([1, 2]),
    rejectReason: z.string().nullable(),
    holdReason: z.enum(WITHDRAWAL_HOLD_REASONS).nullable(),
    txHash: z.string().nullable(),
  }),
);

export const AdjustmentSchema = schemaOf<AdminAdjustment>()(
  z.object({
    id: z.number(),
    playerId: z.number(),
    amount: z.string(),
    reason: z.string(),
    status: z.enum(ADJUSTMENT_STATUSES),
    requestedBy: OperatorRefSchema,
    approvedBy: OperatorRefSchema.nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    balanceAfter: z.string().nullable(),
  }),
);
