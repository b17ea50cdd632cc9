/** Types for server-command.mjs. */
export function compiledServerArgs(): string[];
export function compiledAdminArgs(): string[];
export function compiledServerEnv(): Record<string, string>;
