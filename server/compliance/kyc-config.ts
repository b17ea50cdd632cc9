/**
 * The verification provider's settings (docs/compliance.md, "The provider"). All or nothing: a
 * provider named without every one of its settings stops the server, and so does a setting without
 * the provider (a half-configured provider would take webhooks nobody can check, or none at all).
 */
import { z } from 'zod';

const secret = z.string().regex(/^[\x21-\x7e]{8,512}$/, 'must be 8-512 printable ASCII characters without spaces');
const levelName = z.string().regex(/^[\x21-\x7e]{1,128}$/, 'must be a level name of printable ASCII without spaces');

export const KycEnv = {
  KYC_PROVIDER: z.enum(['sumsub']).optional(),
  KYC_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+$/, 'must be an http(s) origin without path, query or fragment')
    .optional(),
  KYC_APP_TOKEN: secret.optional(),
  KYC_SECRET_KEY: secret.optional(),
  KYC_WEBHOOK_SECRET: secret.optional(),
  KYC_LEVEL_T1: levelName.optional(),
  KYC_LEVEL_T2: levelName.optional(),
  // EUR for one USDT, for the deposit trigger of a profile's raiseToTier2 (required when any profile has one).
  KYC_EUR_PER_USDT: z.coerce.number().positive().max(1000).optional(),
};

type KycEnvValues = { [K in keyof typeof KycEnv]?: z.output<(typeof KycEnv)[K]> } & { NODE_ENV?: string };

const PROVIDER_SETTINGS = ['KYC_API_BASE', 'KYC_APP_TOKEN', 'KYC_SECRET_KEY', 'KYC_WEBHOOK_SECRET', 'KYC_LEVEL_T1', 'KYC_LEVEL_T2'] as const;

export function refuseKycEnv(env: KycEnvValues, refuse: (name: string, message: string) => void): void {
  for (const name of PROVIDER_SETTINGS) {
    if (env.KYC_PROVIDER && env[name] === undefined) refuse(name, `is required when KYC_PROVIDER=${env.KYC_PROVIDER}`);
    if (!env.KYC_PROVIDER && env[name] !== undefined) refuse(name, 'is set without KYC_PROVIDER: name the provider or unset it');
  }
  if (env.KYC_PROVIDER && env.KYC_LEVEL_T1 !== undefined && env.KYC_LEVEL_T1 === env.KYC_LEVEL_T2) refuse('KYC_LEVEL_T2', 'must differ from KYC_LEVEL_T1 (a review of one level could not say which tier it proves)');
  if (env.NODE_ENV === 'production' && env.KYC_API_BASE && !env.KYC_API_BASE.startsWith('https://')) refuse('KYC_API_BASE', 'must be https:// when NODE_ENV=production (it carries the signed calls)');
}

export interface KycConfig {
  provider: 'sumsub';
  apiBase: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  /** The provider's level names proving tier 1 and tier 2. */
  levels: { 1: string; 2: string };
}

/** The provider's settings, or null when none is configured (every player stays at the tier an operator gives). */
export function kycConfig(env: KycEnvValues): KycConfig | null {
  if (!env.KYC_PROVIDER) return null;
  return {
    provider: env.KYC_PROVIDER,
    apiBase: env.KYC_API_BASE!,
    appToken: env.KYC_APP_TOKEN!,
    secretKey: env.KYC_SECRET_KEY!,
    webhookSecret: env.KYC_WEBHOOK_SECRET!,
    levels: { 1: env.KYC_LEVEL_T1!, 2: env.KYC_LEVEL_T2! },
  };
}
