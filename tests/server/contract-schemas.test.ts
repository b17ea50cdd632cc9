/**
 * The endpoint table's request schemas (src/contract/endpoints/) and the contract's request types must describe the same requests:
 * these are checked by the type checker (`npm run typecheck` covers tests/), and a renamed or
 * retyped field on either side fails it. The runtime assertions only keep vitest counting them.
 */
import { expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { PlaceOrderBody as PlaceOrderSchema } from '../../src/contract/endpoints/game';
import type { PreparedMessageBody as PreparedMessageSchema } from '../../src/contract/endpoints/referrals';
import type { PlaceOrderBody, PreparedMessageBody } from '../../src/contract/api-types';
import type { AdjustmentBody as AdjustmentSchema, AssignBody as AssignSchema } from '../../src/contract/endpoints/admin/money';
import type { ReasonBody as ReasonSchema } from '../../src/contract/endpoints/admin/parts';
import type { NoteBody as NoteSchema } from '../../src/contract/endpoints/admin/players';
import type { AdminLoginBody as AdminLoginSchema } from '../../src/contract/endpoints/admin/session';
import type { AdminAdjustmentBody, AdminAssignDepositBody, AdminLoginBody, AdminRejectBody } from '../../src/contract/admin';
import type { AdminNoteBody } from '../../src/contract/admin-players';

it('POST /game/orders: the body the app builds is one the schema takes, field for field', () => {
  expectTypeOf<PlaceOrderBody>().toExtend<z.input<typeof PlaceOrderSchema>>();
  expectTypeOf<z.output<typeof PlaceOrderSchema>['game']>().toEqualTypeOf<PlaceOrderBody['game']>();
  expectTypeOf<z.output<typeof PlaceOrderSchema>['option']>().toEqualTypeOf<PlaceOrderBody['option']>();
  expectTypeOf<z.output<typeof PlaceOrderSchema>['number']>().toEqualTypeOf<PlaceOrderBody['number']>();
  // The stake arrives as the contract's decimal string and leaves the schema as micro-USDT.
  expectTypeOf<z.output<typeof PlaceOrderSchema>['amount']>().toEqualTypeOf<bigint>();
});

it('POST /referral/prepared-message: the same two texts on both sides', () => {
  expectTypeOf<z.input<typeof PreparedMessageSchema>>().toEqualTypeOf<PreparedMessageBody>();
  expectTypeOf<z.output<typeof PreparedMessageSchema>>().toEqualTypeOf<PreparedMessageBody>();
});

it('the back office: the bodies the console builds are ones the schemas take (src/contract/admin.ts)', () => {
  // The widget's schema keeps unknown (signed) fields: the contract's body must fit it, field for field.
  const fits = (body: AdminLoginBody): z.input<typeof AdminLoginSchema> => body;
  expectTypeOf(fits).toBeFunction();
  expectTypeOf<z.output<typeof AdminLoginSchema>['state']>().toEqualTypeOf<AdminLoginBody['state']>();
  expectTypeOf<AdminNoteBody>().toEqualTypeOf<z.input<typeof NoteSchema>>();
  expectTypeOf<AdminRejectBody>().toEqualTypeOf<z.input<typeof ReasonSchema>>();
  expectTypeOf<AdminAssignDepositBody>().toEqualTypeOf<z.input<typeof AssignSchema>>();
  expectTypeOf<AdminAdjustmentBody>().toEqualTypeOf<z.input<typeof AdjustmentSchema>>();
  // The signed amount arrives as the contract's decimal string and leaves the schema as micro-USDT.
  expectTypeOf<z.output<typeof AdjustmentSchema>['amount']>().toEqualTypeOf<bigint>();
});
