/**
 * The endpoint table of the back office under /admin/api (docs/back-office.md, docs/architecture.md
 * "The endpoint table"): one row per endpoint, keyed by method and path below /admin/api. The
 * server registers every row (server/admin/, through server/http/route.ts) with its admin rule (role,
 * audit action) beside it; the console calls them by key through src/admin/api/admin-client.ts,
 * importing this table as types only. Every row but the two login steps may also answer the
 * guard's codes: not_signed_in, session_expired, unknown_operator, csrf_missing, csrf_mismatch,
 * forbidden_role.
 */
import { adminCaseEndpoints } from './cases';
import { adminComplianceEndpoints } from './compliance';
import { adminComplaintEndpoints } from './complaints';
import { adminMoneyEndpoints } from './money';
import { adminPlayerEndpoints } from './players';
import { adminReportEndpoints } from './reports';
import { adminRevenueEndpoints } from './revenue';
import { adminSessionEndpoints } from './session';

export const adminApi = {
  ...adminSessionEndpoints,
  ...adminPlayerEndpoints,
  ...adminMoneyEndpoints,
  ...adminReportEndpoints,
  ...adminRevenueEndpoints,
  ...adminComplaintEndpoints,
  ...adminCaseEndpoints,
  ...adminComplianceEndpoints,
};

export type AdminApi = typeof adminApi;
export type AdminEndpointKey = keyof AdminApi;
