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
  // The Web SDK's script the app loads on its verification screen; its origin is opened in the CSP.
  KYC_SDK_URL: z.string().url().regex(/^https?:\/\/[^/?#]+\/\S*$/, 'must be an http(s) URL').optional(),
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
  if (!env.KYC_PROVIDER && env.KYC_SDK_URL !== undefined) refuse('KYC_SDK_URL', 'is set without KYC_PROVIDER: name the provider or unset it');
  if (env.NODE_ENV === 'production' && env.KYC_SDK_URL?.startsWith('http://')) refuse('KYC_SDK_URL', 'must be https:// when NODE_ENV=production (a script the app runs)');
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
  /** The Web SDK's script URL (KYC_SDK_URL, else the provider's published builder). */
  sdkUrl: string;
}

/** Sumsub's published WebSDK builder script. */
export const SUMSUB_SDK_URL = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';

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
    sdkUrl: env.KYC_SDK_URL ?? SUMSUB_SDK_URL,
  };
}

/**
 * The origins the app's documents must open for the provider's Web SDK: its script's, and the
 * provider's (the SDK's frame and its calls). None without a provider.
 */
export function kycOrigins(kyc: Pick<KycConfig, 'apiBase' | 'sdkUrl'> | null): string[] {
  return kyc ? [...new Set([new URL(kyc.sdkUrl).origin, new URL(kyc.apiBase).origin])] : [];
}
