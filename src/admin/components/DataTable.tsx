/**
 * Every table of the back office (TanStack Table): click a header to sort, a text box filters
 * the rows where that helps, pages of `pageSize`. The table is named by `label` for screen
 * readers and tests. On a narrow screen (admin.css) each row becomes a card whose cells carry
 * their column's name (data-label), so the decisions in the last column stay on screen.
 */
import { useTable, type RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { texts } from '../shared/texts';
import { adminTableFeatures, type AdminColumns } from './table-features';

interface DataTableProps<TData extends RowData> {
  label: string;
  columns: AdminColumns<TData>;
  data: TData[];
  filterable?: boolean;
  pageSize?: number;
}

const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;

export function DataTable<TData extends RowData>({ label, columns, data, filterable = false, pageSize = 20 }: DataTableProps<TData>) {
  const filterId = useId();
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    globalFilterFn: 'includesString',
    initialState: { pagination: { pageIndex: 0, pageSize } },
  });
  const { pageIndex } = table.state.pagination;
  return (
    <div className="data-table">
      {filterable && (
        <p className="table-filter">
          <label htmlFor={filterId}>{texts.common.filter}</label>{' '}
          <input id={filterId} type="search" value={String(table.state.globalFilter ?? '')} onChange={(event) => table.setGlobalFilter(event.target.value)} />
        </p>
      )}
      <div className="table-scroll">
        <table aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id;
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button type="button" className="sort" title={texts.common.sortBy(title)} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          {sorted ? SORT_MARK[sorted] : ''}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  // A data cell, not a control: what it shows (text, a link, buttons with names) is its label.
                  // oxlint-disable-next-line control-has-associated-label
                  <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.getRowModel().rows.length === 0 && <p className="muted">{texts.common.empty}</p>}
      {table.getPageCount() > 1 && (
        <p className="pager">
          <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            {texts.common.previous}
          </button>{' '}
          <span>{texts.common.page(pageIndex + 1, table.getPageCount())}</span>{' '}
          <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {texts.common.next}
          </button>
        </p>
      )}
    </div>
  );
}
