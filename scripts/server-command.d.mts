/** Types for server-command.mjs. */
export function compiledServerArgs(entry?: string): string[];
export function compiledAdminArgs(): string[];
export function compiledServerEnv(): Record<string, string>;
