/**
 * When a complaint must be answered (docs/back-office.md, "Complaints"): a protection complaint
 * within the profile's days counted as business days (Monday to Friday, UTC), as Curaçao's rules
 * count them; any other within that many calendar days.
 */
import type { ComplaintKind } from '../../src/contract/complaints';
import type { JurisdictionProfile } from '../compliance/jurisdiction-profiles';

const DAY_MS = 86_400_000;

export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  for (let left = days; left > 0; ) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}

export function complaintDeadline(kind: ComplaintKind, filedAt: Date, profile: Pick<JurisdictionProfile, 'complaintDays'>): Date {
  if (kind === 'protection') return addBusinessDays(filedAt, profile.complaintDays.protection);
  return new Date(filedAt.getTime() + profile.complaintDays.other * DAY_MS);
}
