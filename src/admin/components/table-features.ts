/** The one feature set of every back-office table: sorting, client pages and a text filter. */
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

export type AdminFeatures = typeof adminTableFeatures;
// oxlint-disable-next-line no-explicit-any -- a column list mixes value types, as TanStack's own examples type it
export type AdminColumns<TData extends RowData> = ColumnDef<AdminFeatures, TData, any>[];

export const columnsFor = <TData extends RowData>() => createColumnHelper<AdminFeatures, TData>();
