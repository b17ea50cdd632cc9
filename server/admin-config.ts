import { z } from 'zod';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '../src/contract/admin';
import { parseUsdt } from '../src/contract/money';

const ENTRY = /^(\d{1,15}):([a-z]+)$/;

/**
 * ADMIN_TELEGRAM_IDS, `id:role,id:role`: who may open the back office and as what. Fail closed:
 * one malformed entry, an unknown role or an id named twice refuses the whole list (a typo must
 * not silently grant or drop a role), with a reason naming the entry.
 */
export function parseOperators(text: string): { operators: Map<number, OperatorRole> } | { error: string } {
  const operators = new Map<number, OperatorRole>();
  for (const raw of text.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const match = ENTRY.exec(raw);
    if (!match) return { error: `"${raw}" is not <telegram id>:<role>` };
    const [, id = '', role = ''] = match;
    if (!isOperatorRole(role)) return { error: `"${raw}" names the unknown role "${role}" (roles: ${OPERATOR_ROLES.join(', ')})` };
    const telegramId = Number(id);
    if (telegramId <= 0) return { error: `"${raw}" is not a Telegram id` };
    if (operators.has(telegramId)) return { error: `${telegramId} is listed twice` };
    operators.set(telegramId, role);
  }
  return { operators };
}

const usdtAmount = z
  .string()
  .refine((text) => parseUsdt(text) !== null, 'must be a USDT amount with at most 6 decimals')
  .transform((text) => parseUsdt(text) ?? 0n);

/** The back office's settings (docs/back-office.md), spread into the server's environment schema. */
export const AdminEnv = {
  ADMIN_TELEGRAM_IDS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseOperators(text);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.operators;
    }),
  // An adjustment above this (either sign) waits for a second operator.
  ADJUSTMENT_DUAL_APPROVAL_ABOVE: usdtAmount.default(100_000_000n),
  // How old a Login Widget payload may be when an operator logs in (seconds).
  ADMIN_LOGIN_MAX_AGE_S: z.coerce.number().int().min(10).max(86_400).default(600),
};

export interface AdminConfig {
  /** Telegram id → role; empty: nobody may log in. Re-read on every request, so a removal takes effect at once. */
  operators: ReadonlyMap<number, OperatorRole>;
  adjustmentDualApprovalAboveMicro: bigint;
  loginMaxAgeS: number;
}

type Env = z.output<z.ZodObject<typeof AdminEnv>>;

export function adminConfig(env: Env): AdminConfig {
  return { operators: env.ADMIN_TELEGRAM_IDS, adjustmentDualApprovalAboveMicro: env.ADJUSTMENT_DUAL_APPROVAL_ABOVE, loginMaxAgeS: env.ADMIN_LOGIN_MAX_AGE_S };
}
