/** GET /admin/api/dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../contract/admin';
import type { DataEnvelope } from '../../contract/api-types';
import { adminClient } from './admin-client';
import { adminKeys } from './keys';

export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard(),
  queryFn: async () => (await adminClient.get<DataEnvelope<Dashboard>>('/dashboard')).data,
});

export const useDashboard = () => useQuery(dashboardQuery);
