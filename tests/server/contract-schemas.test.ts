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
