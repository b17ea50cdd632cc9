/**
 * The payments side of a server test file: a toncenter stand-in of its own on a free port (closed
 * after the file) and the PAYMENTS=on environment that points the server at it. Call it at the top
 * level of the test file (`const { chain, env } = await startPaymentsStandIn()`), before
 * describeEachDb, which needs the environment when it is declared.
 */
import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { afterAll } from 'vitest';
import { startToncenterStandIn, type ToncenterStandIn } from './toncenter-stand-in';

export interface PaymentsStandIn {
  chain: ToncenterStandIn;
  depositAddress: Address;
  usdtMaster: Address;
  /** PAYMENTS=on with the TON settings naming the stand-in, plus the extra variables given. */
  env: Record<string, string>;
}

/** The server's PAYMENTS=on environment for a stand-in at apiBase. */
export function paymentsOnEnv(apiBase: string, depositAddress: Address, usdtMaster: Address, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PAYMENTS: 'on',
    TON_API_BASE: apiBase,
    TON_NETWORK: 'testnet',
    TON_DEPOSIT_ADDRESS: depositAddress.toString({ testOnly: true }),
    TON_USDT_MASTER: usdtMaster.toString({ testOnly: true }),
    ...extra,
  };
}

export async function startPaymentsStandIn(options: { depositAddress?: Address; usdtMaster?: Address; env?: Record<string, string>; port?: number } = {}): Promise<PaymentsStandIn> {
  const depositAddress = options.depositAddress ?? new Address(0, randomBytes(32));
  const usdtMaster = options.usdtMaster ?? new Address(0, randomBytes(32));
  const chain = await startToncenterStandIn({ depositAddress, usdtMaster, port: options.port });
  afterAll(() => chain.close());
  return { chain, depositAddress, usdtMaster, env: paymentsOnEnv(chain.url, depositAddress, usdtMaster, options.env) };
}
