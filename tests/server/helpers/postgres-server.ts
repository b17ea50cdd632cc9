// The throw-away Postgres is shared with `npm run cluster` (scripts/cluster/), which owns it.
export { startPostgres, type PostgresServer } from '../../../scripts/cluster/throwaway-postgres';
