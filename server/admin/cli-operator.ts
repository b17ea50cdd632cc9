/**
 * The CLI's actor for money commands (docs/back-office.md, "The command line"): the OS account that
 * runs it and the `--operator <telegram id>` it names, which must be a configured operator
 * (ADMIN_TELEGRAM_IDS) with the role the console would ask for. A refused role is an audit entry,
 * as the console's gate writes one.
 */
import { userInfo } from 'node:os';
import { roleAllows, type AuditAction, type OperatorRole } from '../../src/contract/admin';
import type { Db } from '../db/db';
import type { AdminConfig } from '../admin-config';
import { ApiError } from '../http/api-error';
import { appendAudit, type Acting } from './audit-repository';

/** A mistake in the operator's command line: printed with the usage, exit status 2. */
export class UsageError extends Error {}

export function osUser(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** `--operator <id>` out of the arguments: the rest in order, and the id's text (undefined when absent). */
export function takeFlag(args: string[], flag: string): { rest: string[]; value: string | undefined } {
  const at = args.indexOf(flag);
  if (at === -1) return { rest: args, value: undefined };
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], value };
}

/** The configured operator the CLI acts as, named by the OS user who ran it. */
export function cliOperator(config: AdminConfig, operatorText: string | undefined, user = osUser()): Acting {
  if (operatorText === undefined) throw new UsageError('money commands need --operator <your telegram id> (a configured operator, ADMIN_TELEGRAM_IDS)');
  const telegramId = Number(operatorText);
  const role = /^\d{1,15}$/.test(operatorText) ? config.operators.get(telegramId) : undefined;
  if (!role) throw new UsageError(`${operatorText} is not an operator in ADMIN_TELEGRAM_IDS`);
  return { telegramId, role, name: `${user} (CLI)`, osUser: user };
}

/** The console's least role for the action: below it, an audit entry 'refused' and a 403 as the console answers. */
export async function requireRole(db: Db, actor: Acting, least: OperatorRole, action: AuditAction, target: string | null, at: Date): Promise<void> {
  if (roleAllows(actor.role, least)) return;
  await appendAudit(db, { actor, action, target, outcome: 'refused', reason: 'forbidden_role', at });
  throw new ApiError(403, 'forbidden_role', `This needs the ${least} role; operator ${actor.telegramId} is ${actor.role}`);
}
