import { addDays } from 'date-fns/addDays';
import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../src/contract/endpoints/wallet';
import { playerAccount } from '../books/accounts';
import { route } from '../http/route';
import { listStatement } from '../payments/statement-repository';
import { statementCsv } from '../payments/statement-csv';
import type { ApiDeps } from './deps';

/** GET /wallet/statement.csv?from=&to=: every transfer of the player in those days, as CSV. */
export async function walletStatementRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  route(app, walletEndpoints['GET /wallet/statement.csv'], {
    config: { playerIdOnly: true },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const rows = await listStatement(db, playerAccount(request.playerId), from, addDays(to, 1));
      const name = `sendswin-statement-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(statementCsv(rows));
    },
  });
}
