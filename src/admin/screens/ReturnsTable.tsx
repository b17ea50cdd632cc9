/** The return chart's numbers, readable by anyone: per option, orders, expected, actual, interval, verdict. */
import type { OptionReturn } from '../../contract/admin';
import { DataTable } from '../components/DataTable';
import { columnsFor } from '../components/table-features';
import { percent } from '../shared/format';
import { verdict } from '../shared/return-verdict';
import { texts } from '../shared/texts';

const column = columnsFor<OptionReturn>();
const columns = () =>
  column.columns([
  column.accessor('game', { header: texts.dashboard.game, cell: (info) => texts.codes.games[info.getValue()] ?? info.getValue() }),
  column.accessor('option', { header: texts.dashboard.option, cell: (info) => texts.codes.options[info.getValue()] ?? info.getValue() }),
  column.accessor('orders', { header: texts.dashboard.orders }),
  column.accessor('expectedReturn', { header: texts.dashboard.expected, cell: (info) => percent(info.getValue()) }),
  column.accessor('actualReturn', { header: texts.dashboard.actual, cell: (info) => percent(info.getValue()) }),
  column.accessor((row) => row.interval?.low ?? null, { id: 'interval', header: texts.dashboard.interval, cell: (info) => (info.row.original.interval ? `${percent(info.row.original.interval.low)} – ${percent(info.row.original.interval.high)}` : '—') }),
  column.accessor((row) => verdict(row), { id: 'verdict', header: texts.dashboard.verdict }),
]);

export function ReturnsTable({ rows }: { rows: OptionReturn[] }) {
  return <DataTable label={texts.dashboard.returns} columns={columns()} data={rows} />;
}
