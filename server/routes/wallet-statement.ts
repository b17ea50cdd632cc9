import { addDays, differenceInCalendarDays } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerAccount } from '../books/accounts';
import { listStatement } from '../payments/statement-repository';
import { statementCsv } from '../payments/wallet-view';
import type { ApiDeps } from './deps';

const MAX_DAYS = 366;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .transform((text) => new Date(`${text}T00:00:00Z`))
  .refine((date) => !Number.isNaN(date.getTime()), 'must be a real date');

/** Both days count (UTC); at most a year, so one export stays small. */
const StatementQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['from'] })
  .refine(({ from, to }) => differenceInCalendarDays(to, from) < MAX_DAYS, { message: `at most ${MAX_DAYS} days`, path: ['to'] });

/** GET /wallet/statement.csv?from=&to=: every transfer of the player in those days, as CSV. */
export async function walletStatementRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/wallet/statement.csv',
    schema: { querystring: StatementQuery },
    config: { playerIdOnly: true },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const rows = await listStatement(db, playerAccount(request.playerId), from, addDays(to, 1));
      const name = `sendswin-statement-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(statementCsv(rows));
    },
  });
}
