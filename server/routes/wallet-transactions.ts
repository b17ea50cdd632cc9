import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { route } from '../http/route';
import { listWalletLines } from '../payments/statement-repository';
import { toWalletTransaction } from '../payments/wallet-view';
import type { ApiDeps } from './deps';

const PAGE_SIZE = 20;

/** GET /wallet/transactions?page=n: deposits, referral payouts, withdrawals and refunds with their status, newest first. */
export async function walletTransactionsRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['GET /wallet/transactions'], {
    config: { playerIdOnly: true },
    handler: async (request) => {
      const { page } = request.query;
      const rows = await listWalletLines(db, request.playerId, (page - 1) * PAGE_SIZE, PAGE_SIZE + 1);
      return { data: rows.slice(0, PAGE_SIZE).map(toWalletTransaction), page, hasNext: rows.length > PAGE_SIZE };
    },
  });
}
